import { pageAddress } from '@/lib/seo/index.ts'
import type { FrameworksCopy } from '@/copy/frameworks/types.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Card, CardIcon } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'
import { Container } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** The three frameworks, each with its badge, tagline and four benefits: on the home page and the frameworks overview. */
export function FrameworksSection({ copy }: { copy: FrameworksCopy }) {
  return (
    <section id="frameworks" aria-labelledby="frameworks-heading" className="py-20">
      <Container>
        <SectionHeading id="frameworks-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {copy.cards.map((card) => (
            <Card as="li" key={card.title} padding="lg" className="flex flex-col">
              <div className="flex items-start justify-between gap-4">
                <CardIcon size="lg">
                  <Icon name={card.icon} />
                </CardIcon>
                <span className="rounded-full bg-cyan-50 px-3 py-1 text-xs font-semibold text-cyan-900">
                  {card.badge}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-1 font-medium text-brand-700">{card.tagline}</p>
              <p className="mt-3 text-slate-700">{card.description}</p>
              <CheckList items={card.benefits} className="mt-5 flex-1" compact />
              <ButtonLink href={pageAddress(card.href)} className="mt-7 self-start">
                <span>
                  {copy.action}
                  <span className="sr-only"> about {card.title}</span>
                </span>
              </ButtonLink>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  )
}
