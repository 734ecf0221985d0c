import type { Feature } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Card } from '../ui/card.tsx'

const columnClasses = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const

/** Steps taken in order, each numbered, titled and explained. */
export function StepList({ steps, columns = 4 }: { steps: readonly Feature[]; columns?: keyof typeof columnClasses }) {
  return (
    <ol className={cn('mt-10 grid gap-6', columnClasses[columns])}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} className="text-ink">
          {/* The list already numbers the steps for assistive technology; this is the visible number. */}
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.description}</p>
        </Card>
      ))}
    </ol>
  )
}
