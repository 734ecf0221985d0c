// https://vike.dev/Page
import { IndustryPage } from '../../../components/sections/industries/IndustryPage.tsx'
import { manufacturingCopy } from '../../../copy/industries/manufacturing.ts'
import { pages } from '../../../copy/pages.ts'

export default function Page() {
  return <IndustryPage page={pages['/industries/manufacturing']} copy={manufacturingCopy} eyebrow="Industries" />
}
