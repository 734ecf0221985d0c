// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { lifeSciencesCopy } from '@/copy/industries/life-sciences-healthcare.ts'
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'

export default function Page() {
  return <IndustryPage copy={lifeSciencesCopy} systems={diagramCopy.industries.lifeSciences} />
}
