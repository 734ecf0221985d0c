// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { aiSmartBotCopy as copy } from '@/copy/frameworks/ai-smartbot.ts'
import { LayerDiagram } from '@/components/diagrams/LayerDiagram.tsx'
import { ActionRow } from '@/components/sections/ActionRow.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { MetricGrid } from '@/components/sections/MetricGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { PhaseList } from '@/components/sections/PhaseList.tsx'
import { Section } from '@/components/sections/Section.tsx'
import { StepList } from '@/components/sections/StepList.tsx'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} visual={<LayerDiagram {...diagramCopy.architectures.aiSmartbot} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <Section id="results" copy={copy.results.copy} tone="dark">
        <MetricGrid metrics={copy.results.metrics} inverse className="grid-cols-1 sm:grid-cols-2" />
      </Section>
      <Section id="how-it-works" copy={copy.howItWorks.copy}>
        <StepList steps={copy.howItWorks.steps} columns={3} />
      </Section>
      <Section id="use-cases" copy={copy.useCases.copy} tone="muted">
        <FeatureGrid items={copy.useCases.items} columns={3} />
      </Section>
      <Section id="controls" copy={copy.controls.copy}>
        <FeatureGrid items={copy.controls.items} layout="list" />
      </Section>
      <Section id="implementation" copy={copy.implementation.copy} tone="muted">
        <PhaseList phases={copy.implementation.phases} label={copy.implementation.phaseLabel} />
      </Section>
    </>
  )
}
