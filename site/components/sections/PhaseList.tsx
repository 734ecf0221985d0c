import type { Phase } from '../../copy/types.ts'
import { Card } from '../ui/card.tsx'
import { CheckList } from '../ui/check-list.tsx'

/** Stages of delivery in order, each numbered after `label` ('Phase 1'), with its duration and what happens in it. */
export function PhaseList({ phases, label }: { phases: readonly Phase[]; label: string }) {
  return (
    <ol className="mt-10 space-y-6">
      {phases.map((phase, index) => (
        <Card as="li" key={phase.name} className="grid gap-4 text-ink md:grid-cols-[14rem_1fr] md:gap-8">
          <div>
            <p className="text-sm font-semibold text-brand-700">
              {label} {index + 1}
            </p>
            <h3 className="mt-1 text-xl font-semibold">{phase.name}</h3>
            {phase.duration && (
              <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {phase.duration}
              </p>
            )}
          </div>
          <div>
            {phase.description && <p className="text-slate-700">{phase.description}</p>}
            <CheckList items={phase.activities} className={phase.description ? 'mt-4' : undefined} />
          </div>
        </Card>
      ))}
    </ol>
  )
}
