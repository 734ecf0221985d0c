import { ArrowRight } from 'lucide-react'
import type { Card } from '../../../copy/types.ts'
import { Icon } from '../../ui/icon.tsx'

/** Cards that each lead to another page, under one repeated link label. */
export function LinkCardGrid({ cards, action }: { cards: readonly Card[]; action: string }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href} className="flex flex-col rounded-xl border border-slate-200 bg-white p-7 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <h3 className="mt-5 text-xl font-semibold text-ink">{card.title}</h3>
          <p className="mt-3 flex-1 text-slate-700">{card.description}</p>
          <a href={card.href} aria-label={`${action}: ${card.title}`} className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {action}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}
