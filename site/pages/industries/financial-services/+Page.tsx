// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { financialServicesCopy } from '@/copy/industries/financial-services.ts'
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'

export default function Page() {
  return <IndustryPage copy={financialServicesCopy} systems={diagramCopy.industries.financialServices} />
}
