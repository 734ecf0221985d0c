// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { dataHubAnalyticsCopy as copy } from '@/copy/solutions/data-hub-analytics.ts'
import { LayerDiagram } from '@/components/diagrams/LayerDiagram.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { Section } from '@/components/sections/Section.tsx'
import { SolutionPage } from '@/components/sections/solutions/SolutionPage.tsx'

export default function Page() {
  return (
    <SolutionPage copy={copy} figuresId="impact" visual={<LayerDiagram {...diagramCopy.solutions.dataHub} />}>
      <Section id="challenge" copy={copy.challenge.section}>
        <FeatureGrid items={copy.challenge.items} columns={3} />
      </Section>
    </SolutionPage>
  )
}
