import { statusFilters, type StatusFilter } from '@/lib/admin/index.ts'
import { adminListCopy } from '@/copy/admin-list.ts'
import { ToggleButtons } from '../ToggleButtons.tsx'

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
    <ToggleButtons
      label={copy.label}
      options={statusFilters.map((filter) => ({ value: filter, label: label(filter) }))}
      value={value}
      onChange={onChange}
    />
  )
}
