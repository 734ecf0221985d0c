import { useId } from 'react'
import type { Comparison } from '../../copy/types.ts'
import { Card } from '../ui/card.tsx'

/**
 * A table comparing options, one column each, scrolling sideways on narrow screens. There it says so
 * above the table, and a fade at the right edge shows that more lies beyond; the scrolling region is
 * named and takes keyboard focus, so the arrow keys scroll it too.
 */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const hintId = useId()
  return (
    <div className="mt-10">
      <p id={hintId} className="mb-3 text-sm font-medium text-slate-700 lg:hidden">
        {comparison.scrollHint} <span aria-hidden="true">→</span>
      </p>
      <div className="relative">
        <Card
          padding="none"
          className="overflow-x-auto pr-8 lg:pr-0"
          role="region"
          aria-label={comparison.caption}
          aria-describedby={hintId}
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm text-ink">
            <caption className="sr-only">{comparison.caption}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="p-4 font-semibold">
                  {comparison.rowHeader}
                </th>
                {comparison.columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={index === 0 ? 'bg-brand-700 p-4 font-semibold text-white' : 'p-4 font-semibold'}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200">
                  <th scope="row" className="p-4 font-medium">
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={index}
                      className={index === 0 ? 'bg-brand-50 p-4 font-medium text-brand-900' : 'p-4 text-slate-700'}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        {/* Over the scroller's end padding: it hides nothing once the table is scrolled to its end. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-xl bg-gradient-to-l from-white lg:hidden"
        />
      </div>
    </div>
  )
}
