import { __iconData as check } from 'lucide-react/icons/check'
import { cn } from '../../lib/ui/cn.ts'
import { LucideSvg } from './lucide.tsx'

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
          <LucideSvg icon={check} className={compact ? 'check-mark size-4' : 'check-mark size-5'} />
          {item}
        </li>
      ))}
    </ul>
  )
}
