import { cn } from '@/lib/ui/cn.ts'

/** A labelled row of toggle buttons, one per option, the chosen one pressed. */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            value === option.value
              ? 'bg-brand-700 text-white shadow-sm'
              : 'text-slate-800 hover:bg-white hover:text-brand-800',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
