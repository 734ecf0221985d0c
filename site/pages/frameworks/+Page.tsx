// https://vike.dev/Page
import { BranchDiagram } from '../../components/diagrams/BranchDiagram.tsx'
import { ActionRow } from '../../components/sections/ActionRow.tsx'
import { FeatureGrid } from '../../components/sections/FeatureGrid.tsx'
import { FrameworksSection } from '../../components/sections/home/FrameworksSection.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { StepList } from '../../components/sections/StepList.tsx'
import { frameworksOverviewCopy as copy } from '../../copy/frameworks/overview.ts'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} visual={<BranchDiagram {...heroDiagramCopy.frameworks} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <FrameworksSection copy={copy.frameworks} />
      <Section id="why-frameworks" copy={copy.reasons.copy} tone="muted">
        <FeatureGrid items={copy.reasons.items} columns={3} layout="columns" />
      </Section>
      <Section id="engagement" copy={copy.engagement.copy}>
        <StepList steps={copy.engagement.steps} />
      </Section>
    </>
  )
}
