import { __iconData as arrowRight } from 'lucide-react/icons/arrow-right'
import { pageAddress } from '@/lib/seo/index.ts'
import { diagramCopy } from '@/copy/diagrams.ts'
import type { homeCopy } from '@/copy/home.ts'
import { IntegrationHub } from '../../diagrams/IntegrationHub.tsx'
import { Card, CardIcon } from '../../ui/card.tsx'
import { Container } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { LucideSvg } from '../../ui/lucide.tsx'
import { SectionHeading } from '../SectionHeading.tsx'

/** The problem the firm solves, the shape of the answer drawn beside it, and three cards leading to the matching solutions. */
export function ProblemSection({ copy }: { copy: (typeof homeCopy)['problem'] }) {
  return (
    <section aria-labelledby="problem-heading" className="py-20">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16">
          <SectionHeading id="problem-heading" heading={copy.heading} lead={copy.lead} />
          <div className="flex justify-center">
            <IntegrationHub copy={diagramCopy.integrationHub} />
          </div>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {copy.cards.map((card) => (
            <Card as="li" key={card.title} padding="lg" className="flex flex-col">
              <CardIcon size="lg">
                <Icon name={card.icon} />
              </CardIcon>
              <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
              <p className="mt-3 flex-1 text-slate-700">{card.description}</p>
              <a
                href={pageAddress(card.href)}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {copy.action}
                <span className="sr-only">: {card.title}</span>
                <LucideSvg icon={arrowRight} className="size-4" />
              </a>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  )
}
