// https://vike.dev/Page
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'
import { lifeSciencesCopy } from '@/copy/industries/life-sciences-healthcare.ts'

export default function Page() {
  return <IndustryPage copy={lifeSciencesCopy} />
}
