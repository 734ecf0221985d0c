import { statusFilters, type StatusFilter } from '@/lib/admin/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { adminListCopy } from '@/copy/admin-list.ts'

const copy = adminListCopy.filters

/** All (with the count of every post), Published, Scheduled, Drafts: one toggle button each, the chosen one pressed. */
export function StatusFilterButtons({
  value,
  total,
  onChange,
}: {
  value: StatusFilter
  total: number | null
  onChange: (value: StatusFilter) => void
}) {
  const label = (filter: StatusFilter) => (filter === 'all' && total !== null ? copy.allWithCount(total) : copy[filter])
  return (
    <div
      role="group"
      aria-label={copy.label}
      className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1"
    >
      {statusFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cn(
            'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            value === filter
              ? 'bg-brand-700 text-white shadow-sm'
              : 'text-slate-800 hover:bg-white hover:text-brand-800',
          )}
        >
          {label(filter)}
        </button>
      ))}
    </div>
  )
}
