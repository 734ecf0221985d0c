// https://vike.dev/Page
import { CopyPageHero } from '../../../components/sections/CopyPageHero.tsx'
import { pages } from '../../../copy/pages.ts'

export default function Page() {
  return <CopyPageHero copy={pages['/industries/manufacturing']} eyebrow="Industries" />
}
