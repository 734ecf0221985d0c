// https://vike.dev/Page
import { FeatureGrid } from '../../../components/sections/FeatureGrid.tsx'
import { MetricGrid } from '../../../components/sections/MetricGrid.tsx'
import { PageHero } from '../../../components/sections/PageHero.tsx'
import { Prose } from '../../../components/sections/Prose.tsx'
import { Section } from '../../../components/sections/Section.tsx'
import { erpModernizationCopy as copy } from '../../../copy/solutions/erp-modernization.ts'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} />
      <Section id="challenge" copy={copy.challenge.section}>
        <FeatureGrid items={copy.challenge.items} />
      </Section>
      <Section id="solution" copy={copy.solution.section} tone="muted">
        <Prose paragraphs={copy.solution.paragraphs} />
        <FeatureGrid items={copy.solution.principles} columns={3} />
      </Section>
      <Section id="capabilities" copy={copy.capabilities.section}>
        <FeatureGrid items={copy.capabilities.items} />
      </Section>
      <Section id="outcomes" copy={copy.figures.section} tone="dark">
        <MetricGrid metrics={copy.figures.metrics} inverse />
      </Section>
    </>
  )
}
