// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { businessProcessAutomationCopy as copy } from '@/copy/solutions/business-process-automation.ts'
import { LayerDiagram } from '@/components/diagrams/LayerDiagram.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { Section } from '@/components/sections/Section.tsx'
import { SolutionPage } from '@/components/sections/solutions/SolutionPage.tsx'

export default function Page() {
  return (
    <SolutionPage copy={copy} figuresId="roi" visual={<LayerDiagram {...diagramCopy.solutions.processAutomation} />}>
      <Section id="processes" copy={copy.processes.section}>
        <FeatureGrid items={copy.processes.items} columns={3} />
      </Section>
    </SolutionPage>
  )
}
