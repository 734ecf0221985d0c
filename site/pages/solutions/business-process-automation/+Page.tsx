// https://vike.dev/Page
import { FeatureGrid } from '../../../components/sections/FeatureGrid.tsx'
import { MetricGrid } from '../../../components/sections/MetricGrid.tsx'
import { PageHero } from '../../../components/sections/PageHero.tsx'
import { Section } from '../../../components/sections/Section.tsx'
import { businessProcessAutomationCopy as copy } from '../../../copy/solutions/business-process-automation.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} />
      <Section id="processes" copy={copy.processes.section}>
        <FeatureGrid items={copy.processes.items} columns={3} />
      </Section>
      <Section id="capabilities" copy={copy.capabilities.section} tone="muted">
        <FeatureGrid items={copy.capabilities.items} />
      </Section>
      <Section id="roi" copy={copy.figures.section} tone="dark">
        <MetricGrid metrics={copy.figures.metrics} inverse />
      </Section>
    </>
  )
}
