// https://vike.dev/Page
import { Deck } from '@/components/presentation/Deck.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Container } from '@/components/ui/container.tsx'
import { presentationCopy, presentationSlides } from '@/copy/presentation.ts'

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
