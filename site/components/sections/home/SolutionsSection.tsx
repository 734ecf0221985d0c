import { pageAddress } from '@/lib/seo/index.ts'
import type { homeCopy } from '@/copy/home.ts'
import { ButtonLink } from '../../ui/button.tsx'
import { Card, CardIcon } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'
import { Container } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** The four solution areas, each with three benefits and a link to its page. */
export function SolutionsSection({ copy }: { copy: (typeof homeCopy)['solutions'] }) {
  return (
    <section id="solutions" aria-labelledby="solutions-heading" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading id="solutions-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {copy.cards.map((card) => (
            <Card as="li" key={card.title} padding="lg" className="flex flex-col">
              <div className="flex items-center gap-4">
                <CardIcon size="lg" tone="solid" className="shrink-0">
                  <Icon name={card.icon} />
                </CardIcon>
                <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
              </div>
              <p className="mt-4 text-slate-700">{card.description}</p>
              <CheckList items={card.benefits} className="mt-5 flex-1" />
              <ButtonLink href={pageAddress(card.href)} variant="secondary" className="mt-7 self-start">
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
