import { cn } from '@/lib/ui/cn.ts'
import type { DetailedFeature } from '@/copy/industries/types.ts'
import { Card, CardIcon } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'
import { Icon } from '../../ui/icon.tsx'

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
} as const

/** Use cases or compliance areas as cards, each with the concrete points it covers. */
export function DetailedFeatureGrid({
  items,
  pointsLabel,
  columns = 3,
}: {
  items: readonly DetailedFeature[]
  pointsLabel: string
  columns?: keyof typeof columnClasses
}) {
  return (
    <ul className={cn('mt-10 grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex flex-col text-ink">
          {item.icon && (
            <CardIcon className="mb-4">
              <Icon name={item.icon} />
            </CardIcon>
          )}
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.description}</p>
          <p className="mt-5 border-t border-slate-200 pt-4 text-sm font-semibold text-ink">{pointsLabel}</p>
          <CheckList items={item.points} compact className="mt-3" />
        </Card>
      ))}
    </ul>
  )
}
