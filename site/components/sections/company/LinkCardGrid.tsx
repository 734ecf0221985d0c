import { __iconData as arrowRight } from 'lucide-react/icons/arrow-right'
import { pageAddress } from '@/lib/seo/index.ts'
import type { Card as LinkCard } from '@/copy/types.ts'
import { Card, CardIcon } from '../../ui/card.tsx'
import { Icon } from '../../ui/icon.tsx'
import { LucideSvg } from '../../ui/lucide.tsx'

/** Cards that each lead to another page, under one repeated link label. */
export function LinkCardGrid({ cards, action }: { cards: readonly LinkCard[]; action: string }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <Card as="li" key={card.href} padding="lg" className="flex flex-col">
          <CardIcon size="lg">
            <Icon name={card.icon} />
          </CardIcon>
          <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
          <p className="mt-3 flex-1 text-slate-700">{card.description}</p>
          <a
            href={pageAddress(card.href)}
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {/* Read with its card's title, so the link says where it goes out of context too. */}
            <span>
              {action}
              <span className="sr-only"> about {card.title}</span>
            </span>
            <LucideSvg icon={arrowRight} className="size-4" />
          </a>
        </Card>
      ))}
    </ul>
  )
}
