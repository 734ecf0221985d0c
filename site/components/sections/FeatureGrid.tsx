import type { Feature } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Icon } from '../ui/icon.tsx'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** Titled items in a grid of cards: capabilities, scenarios, challenges, values. */
export function FeatureGrid({ items, columns = 4, className }: { items: readonly Feature[]; columns?: keyof typeof columnClasses; className?: string }) {
  return (
    <ul className={cn('mt-10 grid gap-6', columnClasses[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 text-ink shadow-sm">
          {item.icon && (
            <span className="mb-4 flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={item.icon} />
            </span>
          )}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
