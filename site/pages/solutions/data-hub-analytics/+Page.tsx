// https://vike.dev/Page
import { FeatureGrid } from '../../../components/sections/FeatureGrid.tsx'
import { MetricGrid } from '../../../components/sections/MetricGrid.tsx'
import { PageHero } from '../../../components/sections/PageHero.tsx'
import { Section } from '../../../components/sections/Section.tsx'
import { dataHubAnalyticsCopy as copy } from '../../../copy/solutions/data-hub-analytics.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} />
      <Section id="challenge" copy={copy.challenge.section}>
        <FeatureGrid items={copy.challenge.items} columns={3} />
      </Section>
      <Section id="capabilities" copy={copy.capabilities.section} tone="muted">
        <FeatureGrid items={copy.capabilities.items} />
      </Section>
      <Section id="impact" copy={copy.figures.section} tone="dark">
        <MetricGrid metrics={copy.figures.metrics} inverse />
      </Section>
    </>
  )
}
