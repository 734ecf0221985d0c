// https://vike.dev/Page
import { contactResultCopy } from '@/copy/contact.ts'
import { ActionRow } from '@/components/sections/ActionRow.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Container } from '@/components/ui/container.tsx'

export default function Page() {
  const copy = contactResultCopy.notSent
  return (
    <>
      <PageHero copy={copy.hero} />
      <section aria-labelledby="reasons-heading" className="pb-20">
        <Container>
          <h2 id="reasons-heading" className="text-2xl font-bold tracking-tight text-ink">
            {copy.heading}
          </h2>
          <FeatureGrid items={copy.reasons} columns={3} className="mt-6" />
          <p className="mt-8 max-w-3xl text-lg text-slate-700">{copy.back}</p>
          <p className="mt-2 max-w-3xl text-lg wrap-anywhere text-slate-700">{copy.email}</p>
          <ActionRow actions={[copy.retry]} />
        </Container>
      </section>
    </>
  )
}
