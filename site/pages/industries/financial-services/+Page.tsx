// https://vike.dev/Page
import { IndustryPage } from '../../../components/sections/industries/IndustryPage.tsx'
import { financialServicesCopy } from '../../../copy/industries/financial-services.ts'
import { pages } from '../../../copy/pages.ts'

export default function Page() {
  return <IndustryPage page={pages['/industries/financial-services']} copy={financialServicesCopy} eyebrow="Industries" />
}
