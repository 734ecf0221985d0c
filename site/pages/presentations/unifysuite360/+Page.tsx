// https://vike.dev/Page
import { presentationCopy, presentationSlides } from '@/copy/presentation.ts'
import { Deck } from '@/components/presentation/Deck.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Container } from '@/components/ui/container.tsx'

export default function Page() {
  return (
    <>
      <PageHero copy={presentationCopy.hero} />
      <Container className="pb-16 sm:pb-20">
        <Deck slides={presentationSlides} labels={presentationCopy.deck} />
      </Container>
    </>
  )
}
