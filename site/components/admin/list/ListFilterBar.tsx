import { useId, type Ref } from 'react'
import type { ListFilters } from '@/lib/admin/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { adminListCopy as copy } from '@/copy/admin-list.ts'
import { inputClasses } from '../../ui/input.ts'
import { StatusFilterButtons } from './StatusFilterButtons.tsx'

const control = cn(inputClasses, 'mt-1.5 py-2')

/** The list's filters, which combine: by status, by words in the title (looked up as typing pauses), by category. */
export function ListFilterBar({
  filters,
  total,
  categoryOptions,
  onChange,
  searchRef,
}: {
  filters: ListFilters
  /** How many posts the site has in all; null until known. */
  total: number | null
  categoryOptions: readonly { slug: string; name: string }[]
  onChange: (filters: ListFilters) => void
  searchRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <StatusFilterButtons
        value={filters.status}
        total={total}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <div className="w-full sm:w-72">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
          {copy.search.label}
        </label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={filters.title}
          onChange={(event) => onChange({ ...filters, title: event.target.value })}
          className={control}
        />
      </div>
      <div className="w-full sm:w-60">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-ink">
          {copy.category.label}
        </label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value })}
          className={control}
        >
          <option value="">{copy.category.all}</option>
          {categoryOptions.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
