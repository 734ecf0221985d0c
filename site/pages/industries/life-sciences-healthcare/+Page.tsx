// https://vike.dev/Page
import { IndustryPage } from '../../../components/sections/industries/IndustryPage.tsx'
import { lifeSciencesCopy } from '../../../copy/industries/life-sciences-healthcare.ts'
import { pages } from '../../../copy/pages.ts'

export default function Page() {
  return <IndustryPage page={pages['/industries/life-sciences-healthcare']} copy={lifeSciencesCopy} eyebrow="Industries" />
}
