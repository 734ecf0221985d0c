// https://vike.dev/Page
import { FeatureGrid } from '../../../components/sections/FeatureGrid.tsx'
import { MetricGrid } from '../../../components/sections/MetricGrid.tsx'
import { PageHero } from '../../../components/sections/PageHero.tsx'
import { Section } from '../../../components/sections/Section.tsx'
import { enterpriseIntegrationCopy as copy } from '../../../copy/solutions/enterprise-integration.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} />
      <Section id="scenarios" copy={copy.scenarios.section}>
        <FeatureGrid items={copy.scenarios.items} columns={3} />
      </Section>
      <Section id="capabilities" copy={copy.capabilities.section} tone="muted">
        <FeatureGrid items={copy.capabilities.items} />
      </Section>
      <Section id="outcomes" copy={copy.figures.section} tone="dark">
        <MetricGrid metrics={copy.figures.metrics} inverse />
      </Section>
    </>
  )
}
