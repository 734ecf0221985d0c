// https://vike.dev/Page
import { CopyPageHero } from '../../../components/sections/CopyPageHero.tsx'
import { Container } from '../../../components/ui/container.tsx'
import { pages } from '../../../copy/pages.ts'
import { presentationSlides } from '../../../copy/presentation.ts'

export default function Page() {
  return (
    <>
      <CopyPageHero copy={pages['/presentations/unifysuite360']} eyebrow="Presentation" />
      <Container className="pb-20">
        <h2 className="text-2xl font-bold tracking-tight">Slides</h2>
        <ol className="mt-6 grid list-inside list-decimal gap-2 text-slate-700 sm:grid-cols-2">
          {presentationSlides.map((slide) => (
            <li key={slide}>{slide}</li>
          ))}
        </ol>
      </Container>
    </>
  )
}
