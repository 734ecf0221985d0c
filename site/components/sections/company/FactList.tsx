import type { Metric } from '@/copy/types.ts'
import { Card } from '../../ui/card.tsx'

/** A short titled list of facts, each label above its value. */
export function FactList({ id, heading, facts }: { id: string; heading: string; facts: readonly Metric[] }) {
  return (
    <Card as="aside" aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {heading}
      </h3>
      <dl className="mt-4 divide-y divide-slate-200">
        {facts.map((fact) => (
          <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
            <dt className="text-sm text-slate-700">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
