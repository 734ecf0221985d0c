import type { Phase } from '../../copy/types.ts'
import { Card } from '../ui/card.tsx'
import { CheckList } from '../ui/check-list.tsx'

/** Delivery phases in order, compact enough for one slide: when, what, and what happens in it. */
export function PhaseTimeline({ phases }: { phases: readonly Phase[] }) {
  return (
    <ol className="grid gap-3">
      {phases.map((phase) => (
        <Card as="li" key={phase.name} padding="none" className="phase">
          <div>
            <h3 className="font-semibold">{phase.name}</h3>
            {phase.duration && <p className="phase-length">{phase.duration}</p>}
          </div>
          <CheckList items={phase.activities} compact className="self-center" />
        </Card>
      ))}
    </ol>
  )
}
