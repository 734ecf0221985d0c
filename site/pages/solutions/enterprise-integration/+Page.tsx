// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { enterpriseIntegrationCopy as copy } from '@/copy/solutions/enterprise-integration.ts'
import { IntegrationHub } from '@/components/diagrams/IntegrationHub.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { Section } from '@/components/sections/Section.tsx'
import { SolutionPage } from '@/components/sections/solutions/SolutionPage.tsx'

export default function Page() {
  return (
    <SolutionPage copy={copy} figuresId="outcomes" visual={<IntegrationHub copy={diagramCopy.integrationHub} />}>
      <Section id="scenarios" copy={copy.scenarios.section}>
        <FeatureGrid items={copy.scenarios.items} columns={3} />
      </Section>
    </SolutionPage>
  )
}
