import type { PriceComponent } from '../../copy/presentation.ts'

/** The parts of the first-year investment, each with its price range and share of the total. */
export function PriceList({ items, shareOf }: { items: readonly PriceComponent[]; shareOf: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="rounded-xl border border-slate-200 bg-white p-5 text-ink shadow-sm">
          <h3 className="text-lg font-semibold">{item.name}</h3>
          <p className="mt-2 text-lg font-bold">{item.range}</p>
          <p className="mt-1 text-sm font-semibold text-brand-700">
            {item.share} {shareOf}
          </p>
          <p className="mt-3 text-slate-700">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
