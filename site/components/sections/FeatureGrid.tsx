import type { Feature } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Card, CardIcon } from '../ui/card.tsx'
import { Icon } from '../ui/icon.tsx'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * How the items are set, so that a page of several lists does not read as one grid of boxes repeated:
 * - `cards`: a grid of cards, each with its icon on a tile; for a few items a reader compares.
 * - `list`: rows ruled like a specification sheet, two columns from md; for longer lists of capabilities.
 * - `columns`: open columns, each hung from a brand-coloured rule; for three or four principles or promises.
 */
export type FeatureLayout = 'cards' | 'list' | 'columns'

/** Titled items: capabilities, scenarios, challenges, values. */
export function FeatureGrid({
  items,
  columns = 4,
  layout = 'cards',
  className,
}: {
  items: readonly Feature[]
  columns?: keyof typeof columnClasses
  layout?: FeatureLayout
  className?: string
}) {
  if (layout === 'list')
    return (
      <ul className={cn('mt-10 grid border-t border-slate-200 md:grid-cols-2 md:gap-x-12', className)}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-4 border-b border-slate-200 py-6 text-ink">
            {item.icon && (
              <CardIcon className="shrink-0">
                <Icon name={item.icon} />
              </CardIcon>
            )}
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-1 text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    )
  if (layout === 'columns')
    return (
      <ul className={cn('mt-10 grid gap-10', columnClasses[columns], className)}>
        {items.map((item) => (
          <li key={item.title} className="border-l-2 border-brand-600 pl-5 text-ink">
            {item.icon && <Icon name={item.icon} className="mb-3 text-brand-700" />}
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.description}</p>
          </li>
        ))}
      </ul>
    )
  return (
    <ul className={cn('mt-10 grid gap-6', columnClasses[columns], className)}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="text-ink">
          {item.icon && (
            <CardIcon className="mb-4">
              <Icon name={item.icon} />
            </CardIcon>
          )}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
        </Card>
      ))}
    </ul>
  )
}
