// https://vike.dev/Page
import { tallyIntegrationCopy as copy } from '@/copy/frameworks/tally-integration.ts'
import { heroDiagramCopy } from '@/copy/hero-diagrams.ts'
import { GroupDiagram } from '@/components/diagrams/GroupDiagram.tsx'
import { ActionRow } from '@/components/sections/ActionRow.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { MetricGrid } from '@/components/sections/MetricGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { PhaseList } from '@/components/sections/PhaseList.tsx'
import { Section } from '@/components/sections/Section.tsx'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} visual={<GroupDiagram {...heroDiagramCopy.tallySync} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <Section id="results" copy={copy.results.copy} tone="dark">
        <MetricGrid metrics={copy.results.metrics} inverse className="grid-cols-1 sm:grid-cols-3 lg:grid-cols-3" />
      </Section>
      <Section id="capabilities" copy={copy.capabilities.copy}>
        <FeatureGrid items={copy.capabilities.items} layout="list" />
      </Section>
      <Section id="use-cases" copy={copy.useCases.copy} tone="muted">
        <FeatureGrid items={copy.useCases.items} columns={3} />
      </Section>
      <Section id="process" copy={copy.process.copy}>
        <PhaseList phases={copy.process.phases} label={copy.process.phaseLabel} />
      </Section>
    </>
  )
}
