// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { erpModernizationCopy as copy } from '@/copy/solutions/erp-modernization.ts'
import { LayerDiagram } from '@/components/diagrams/LayerDiagram.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { Prose } from '@/components/sections/Prose.tsx'
import { Section } from '@/components/sections/Section.tsx'
import { SolutionPage } from '@/components/sections/solutions/SolutionPage.tsx'

export default function Page() {
  return (
    <SolutionPage
      copy={copy}
      capabilitiesTone="plain"
      figuresId="outcomes"
      visual={<LayerDiagram {...diagramCopy.solutions.erpModernization} />}
    >
      <Section id="challenge" copy={copy.challenge.section}>
        <FeatureGrid items={copy.challenge.items} />
      </Section>
      <Section id="solution" copy={copy.solution.section} tone="muted">
        <Prose paragraphs={copy.solution.paragraphs} />
        <FeatureGrid items={copy.solution.principles} columns={3} layout="columns" />
      </Section>
    </SolutionPage>
  )
}
