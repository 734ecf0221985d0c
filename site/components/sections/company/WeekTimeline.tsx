import type { Phase } from '@/copy/types.ts'
import { Card } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'

/** Consecutive stages of a project, each labelled with its week range: a row on wide screens, a column on narrow ones. */
export function WeekTimeline({ stages }: { stages: readonly Phase[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {stages.map((stage) => (
        <Card as="li" key={stage.name} padding="none" className="flex flex-col">
          <p className="rounded-t-xl bg-brand-700 px-6 py-3 text-sm font-semibold tracking-wide text-white">
            {stage.duration}
          </p>
          <div className="p-6">
            <h3 className="text-lg font-semibold text-ink">{stage.name}</h3>
            {stage.description && <p className="mt-2 text-slate-700">{stage.description}</p>}
            <CheckList items={stage.activities} compact className="mt-4" />
          </div>
        </Card>
      ))}
    </ol>
  )
}
