import type { Feature } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Card, CardIcon } from '../ui/card.tsx'
import { Icon } from '../ui/icon.tsx'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/** Titled items in a grid of cards: capabilities, scenarios, challenges, values. */
export function FeatureGrid({
  items,
  columns = 4,
  className,
}: {
  items: readonly Feature[]
  columns?: keyof typeof columnClasses
  className?: string
}) {
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
