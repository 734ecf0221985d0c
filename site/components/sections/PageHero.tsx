import type { ReactNode } from 'react'
import { Container } from '../ui/container.tsx'

/** The opening band of an inner page: its main heading and lead paragraph. */
export function PageHero({ heading, lead, eyebrow, children }: { heading: string; lead: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{heading}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-xl">{lead}</p>
        {children}
      </Container>
    </section>
  )
}
