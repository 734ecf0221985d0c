// https://vike.dev/Page
import { heroDiagramCopy } from '@/copy/hero-diagrams.ts'
import { differenceCopy as copy } from '@/copy/why-axon/difference.ts'
import { GroupDiagram } from '@/components/diagrams/GroupDiagram.tsx'
import { ComparisonTable } from '@/components/sections/ComparisonTable.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Section } from '@/components/sections/Section.tsx'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} visual={<GroupDiagram {...heroDiagramCopy.difference} />} />
      <Section id="differentiators" copy={copy.differentiators.section}>
        <FeatureGrid items={copy.differentiators.items} columns={3} />
      </Section>
      <Section id="how-we-compare" copy={copy.comparison.section} tone="muted">
        <ComparisonTable comparison={copy.comparison.table} />
      </Section>
    </>
  )
}
