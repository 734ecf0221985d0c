// https://vike.dev/Page
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'
import { financialServicesCopy } from '@/copy/industries/financial-services.ts'

export default function Page() {
  return <IndustryPage copy={financialServicesCopy} />
}
