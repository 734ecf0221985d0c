import type { ReactNode } from 'react'
import type { HeroCopy } from '../../copy/types.ts'
import { Container } from '../ui/container.tsx'

/**
 * The opening band of an inner page: its eyebrow, main heading and lead paragraph, and any buttons
 * under them; with a visual (a diagram), the words take the left half and the visual the right.
 */
export function PageHero({
  copy,
  children,
  visual,
  visualOnPhones = true,
}: {
  copy: HeroCopy
  children?: ReactNode
  visual?: ReactNode
  /**
   * Whether the visual also shows below 1024 px, where it stacks under the words. A page whose form or
   * search is what the visitor came for keeps it for wide screens, so that on a phone the form follows
   * the words at once.
   */
  visualOnPhones?: boolean
}) {
  const words = (
    <>
      {copy.eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>}
      <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{copy.heading}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-xl">{copy.lead}</p>
      {children}
    </>
  )
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16 sm:py-20">
        {visual ? (
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
            <div>{words}</div>
            <div className={visualOnPhones ? 'flex justify-center' : 'hidden justify-center lg:flex'}>{visual}</div>
          </div>
        ) : (
          words
        )}
      </Container>
    </section>
  )
}
