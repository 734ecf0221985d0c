// https://vike.dev/Page
import { Deck } from '../../../components/presentation/Deck.tsx'
import { CopyPageHero } from '../../../components/sections/CopyPageHero.tsx'
import { Container } from '../../../components/ui/container.tsx'
import { pages } from '../../../copy/pages.ts'
import { presentationSlides } from '../../../copy/presentation.ts'

export default function Page() {
  return (
    <>
      <CopyPageHero copy={pages['/presentations/unifysuite360']} eyebrow="Presentation" />
      <Container className="pb-16 sm:pb-20">
        <Deck slides={presentationSlides} />
      </Container>
    </>
  )
}
