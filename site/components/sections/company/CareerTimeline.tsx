import type { CareerEntry } from '@/copy/our-work.ts'
import { Card } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'

/** Positions held, most recent first, on a vertical line. */
export function CareerTimeline({ entries }: { entries: readonly CareerEntry[] }) {
  return (
    <ol className="mt-10 space-y-8 border-l-2 border-brand-100 pl-6 sm:pl-8">
      {entries.map((entry) => (
        <li key={entry.period} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-7 -left-[2.0625rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-100 sm:-left-[2.5625rem]"
          />
          <Card as="article" padding="sm" className="sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <h3 className="text-xl font-semibold text-ink">{entry.role}</h3>
              <p className="text-sm font-semibold text-brand-700">{entry.period}</p>
            </div>
            <p className="mt-1 font-medium text-slate-700">{entry.company}</p>
            <CheckList items={entry.achievements} className="mt-4" />
          </Card>
        </li>
      ))}
    </ol>
  )
}
