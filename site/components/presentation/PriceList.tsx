import type { PriceComponent } from '../../copy/presentation.ts'
import { Card } from '../ui/card.tsx'

/** The parts of the first-year investment, each with its price range and share of the total. */
export function PriceList({ items, shareOf }: { items: readonly PriceComponent[]; shareOf: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.name} padding="sm" className="text-ink">
          <h3 className="text-lg font-semibold">{item.name}</h3>
          <p className="mt-2 text-lg font-bold">{item.range}</p>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {item.share} {shareOf}
          </p>
          <p className="mt-3 text-slate-700">{item.description}</p>
        </Card>
      ))}
    </ul>
  )
}
