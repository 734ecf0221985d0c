import type { homeCopy } from '@/copy/home.ts'
import { Card, CardIcon } from '../../ui/card.tsx'
import { Container } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** Four reasons to choose the firm. */
export function DifferentiatorsSection({ copy }: { copy: (typeof homeCopy)['differentiators'] }) {
  return (
    <section aria-labelledby="differentiators-heading" className="py-20">
      <Container>
        <SectionHeading id="differentiators-heading" eyebrow={copy.eyebrow} heading={copy.heading} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.cards.map((card) => (
            <Card as="li" key={card.title}>
              <CardIcon>
                <Icon name={card.icon} />
              </CardIcon>
              <h3 className="mt-4 text-lg font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.description}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  )
}
