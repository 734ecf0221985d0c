// https://vike.dev/Page
import { contactResultCopy } from '@/copy/contact.ts'
import { heroDiagramCopy } from '@/copy/hero-diagrams.ts'
import { PhaseTimeline } from '@/components/diagrams/PhaseTimeline.tsx'
import { phoneWidth } from '@/components/diagrams/phone.ts'
import { ActionRow } from '@/components/sections/ActionRow.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Container } from '@/components/ui/container.tsx'

export default function Page() {
  const { hero, steps, back } = contactResultCopy.sent
  return (
    <>
      <PageHero
        copy={hero}
        visual={<PhaseTimeline {...heroDiagramCopy.sent} width={phoneWidth} className="max-w-sm" />}
      />
      <section aria-labelledby="next-heading" className="pb-20">
        <Container>
          <h2 id="next-heading" className="text-2xl font-bold tracking-tight text-ink">
            {steps.heading}
          </h2>
          <ol className="mt-6 max-w-3xl list-decimal space-y-3 pl-6 text-lg text-slate-700">
            {steps.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ActionRow actions={[back]} />
        </Container>
      </section>
    </>
  )
}
