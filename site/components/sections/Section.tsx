import type { ReactNode } from 'react'
import type { SectionCopy } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Container } from '../ui/container.tsx'
import { SectionHeading } from './SectionHeading.tsx'

export type Tone = 'plain' | 'muted' | 'dark'

const tones: Record<Tone, string> = {
  plain: 'bg-white',
  muted: 'bg-slate-50',
  dark: 'bg-navy-900 text-white',
}

/**
 * A band of an inner page: its heading (labelling the section for assistive technology) and
 * the content under it. `id` is both the anchor and the heading's id prefix.
 */
export function Section({
  id,
  copy,
  tone = 'plain',
  className,
  children,
}: {
  id: string
  copy: SectionCopy
  tone?: Tone
  className?: string
  children?: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('py-16 sm:py-20', tones[tone], className)}>
      <Container>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={copy.eyebrow}
          heading={copy.heading}
          lead={copy.lead}
          inverse={tone === 'dark'}
        />
        {children}
      </Container>
    </section>
  )
}
