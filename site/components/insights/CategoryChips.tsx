import { insightsCopy } from '../../copy/insights.ts'
import type { CategoryFilter } from '../../lib/blog/index.ts'
import { categories } from '../../lib/post/taxonomy.ts'
import { cn } from '../../lib/ui/cn.ts'

const options: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All Articles' },
  ...categories.map((category) => ({ value: category.slug, label: category.name })),
]

/** The category filter: one toggle button per category, the chosen one pressed. */
export function CategoryChips({
  value,
  onChange,
  disabled,
}: {
  value: CategoryFilter
  onChange: (value: CategoryFilter) => void
  disabled: boolean
}) {
  return (
    <div role="group" aria-label={insightsCopy.categoryFilterLabel} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
            value === option.value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
