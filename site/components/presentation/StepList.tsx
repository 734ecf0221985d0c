import type { Feature } from '../../copy/types.ts'
import { Card } from '../ui/card.tsx'

/** Numbered items in order: the layers of a stack, the steps of a plan. */
export function StepList({ items }: { items: readonly Feature[] }) {
  return (
    <ol className="grid gap-3">
      {items.map((item, index) => (
        <Card as="li" key={item.title} tone="muted" padding="none" className="flex gap-4 p-4 text-ink sm:p-5">
          <span aria-hidden="true" className="step-number">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-slate-700">{item.description}</p>
          </div>
        </Card>
      ))}
    </ol>
  )
}
