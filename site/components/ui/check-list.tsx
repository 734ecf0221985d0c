import Check from 'lucide-react/icons/check'
import { cn } from '../../lib/ui/cn.ts'

/** A list of benefits or outcomes, each ticked. */
export function CheckList({
  items,
  compact,
  className,
}: {
  items: readonly string[]
  compact?: boolean
  className?: string
}) {
  return (
    <ul className={cn('space-y-2 text-slate-700', compact && 'text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check
            aria-hidden="true"
            className={cn('mt-0.5 shrink-0 text-emerald-600', compact ? 'h-4 w-4' : 'h-5 w-5')}
          />
          {item}
        </li>
      ))}
    </ul>
  )
}
