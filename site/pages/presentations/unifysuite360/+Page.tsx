// https://vike.dev/Page
import { presentationCopy, presentationSlides } from '@/copy/presentation.ts'
import { Deck } from '@/components/presentation/Deck.tsx'
import { Container } from '@/components/ui/container.tsx'

export default function Page() {
  const { hero } = presentationCopy
  return (
    <>
      {/* A slim title rather than the inner pages' hero band: the first slide belongs above the fold. */}
      <Container className="pt-4 pb-3 sm:pt-6 sm:pb-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-1 max-w-4xl text-2xl font-bold tracking-tight text-ink sm:text-3xl">{hero.heading}</h1>
        <p className="mt-1.5 leading-relaxed text-slate-700 max-sm:sr-only">{hero.lead}</p>
      </Container>
      <Container className="pb-16 sm:pb-20">
        <Deck slides={presentationSlides} />
      </Container>
    </>
  )
}
