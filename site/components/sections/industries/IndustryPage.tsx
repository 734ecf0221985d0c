import type { IndustryCopy } from '../../../copy/industries/types.ts'
import type { PageCopy } from '../../../copy/pages.ts'
import { ActionRow } from '../ActionRow.tsx'
import { FeatureGrid } from '../FeatureGrid.tsx'
import { MetricGrid } from '../MetricGrid.tsx'
import { PageHero } from '../PageHero.tsx'
import { Section } from '../Section.tsx'
import { DetailedSection } from './DetailedSection.tsx'

/**
 * An industry page: the hero with its consultation button, the sector's challenges and our
 * solutions, its use cases and compliance where it has them, and the figures that back them.
 */
export function IndustryPage({ page, copy, eyebrow }: { page: PageCopy; copy: IndustryCopy; eyebrow: string }) {
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.lead} eyebrow={eyebrow}>
        <ActionRow actions={copy.actions} />
      </PageHero>
      <Section id="challenges" copy={copy.challenges} tone="muted">
        <FeatureGrid items={copy.challenges.items} columns={2} />
      </Section>
      <Section id="solutions" copy={copy.solutions}>
        <FeatureGrid items={copy.solutions.items} />
      </Section>
      {copy.useCases && <DetailedSection id="use-cases" copy={copy.useCases} tone="muted" columns={3} />}
      {copy.compliance && <DetailedSection id="compliance" copy={copy.compliance} tone={copy.useCases ? 'plain' : 'muted'} columns={2} />}
      <Section id="outcomes" copy={copy.outcomes} tone="dark">
        <MetricGrid metrics={copy.outcomes.metrics} inverse />
        {copy.outcomes.action && <ActionRow actions={[copy.outcomes.action]} inverse />}
      </Section>
    </>
  )
}
