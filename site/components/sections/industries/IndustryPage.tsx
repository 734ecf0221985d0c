import type { HubCopy } from '@/copy/diagrams.ts'
import type { IndustryCopy } from '@/copy/industries/types.ts'
import { IntegrationHub } from '../../diagrams/IntegrationHub.tsx'
import { ActionRow } from '../ActionRow.tsx'
import { FeatureGrid } from '../FeatureGrid.tsx'
import { MetricGrid } from '../MetricGrid.tsx'
import { PageHero } from '../PageHero.tsx'
import { Section } from '../Section.tsx'
import { DetailedSection } from './DetailedSection.tsx'

/**
 * An industry page: the hero with its consultation button and the sector's systems drawn round one layer, the sector's challenges and our
 * solutions, its use cases and compliance where it has them, and the figures that back them.
 */
export function IndustryPage({ copy, systems }: { copy: IndustryCopy; systems: HubCopy }) {
  return (
    <>
      <PageHero copy={copy.hero} visual={<IntegrationHub copy={systems} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <Section id="challenges" copy={copy.challenges} tone="muted">
        <FeatureGrid items={copy.challenges.items} columns={2} layout="list" />
      </Section>
      <Section id="solutions" copy={copy.solutions}>
        <FeatureGrid items={copy.solutions.items} />
      </Section>
      {copy.useCases && <DetailedSection id="use-cases" copy={copy.useCases} tone="muted" columns={3} />}
      {copy.compliance && (
        <DetailedSection id="compliance" copy={copy.compliance} tone={copy.useCases ? 'plain' : 'muted'} columns={2} />
      )}
      <Section id="outcomes" copy={copy.outcomes} tone="dark">
        <MetricGrid metrics={copy.outcomes.metrics} inverse />
        {copy.outcomes.action && <ActionRow actions={[copy.outcomes.action]} inverse />}
      </Section>
    </>
  )
}
