// https://vike.dev/Page
import { IndustryPage } from '@/components/sections/industries/IndustryPage.tsx'
import { manufacturingCopy } from '@/copy/industries/manufacturing.ts'

export default function Page() {
  return <IndustryPage copy={manufacturingCopy} />
}
