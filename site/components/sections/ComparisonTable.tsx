import { Card } from '../ui/card.tsx'

export interface Comparison {
  caption: string
  /** Header of the first column, naming what each row compares. */
  rowHeader: string
  columns: readonly string[]
  rows: readonly { label: string; cells: readonly string[] }[]
}

/** A table comparing options, one column each, scrolling sideways on narrow screens. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  return (
    <Card padding="none" className="mt-10 overflow-x-auto" role="region" aria-label={comparison.caption} tabIndex={0}>
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
  )
}
