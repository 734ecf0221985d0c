// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { manufacturingCopy } from '@/copy/industries/manufacturing.ts'
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'

export default function Page() {
  return <IndustryPage copy={manufacturingCopy} systems={diagramCopy.industries.manufacturing} />
}
