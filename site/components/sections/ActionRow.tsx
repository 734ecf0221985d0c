import { pageAddress } from '@/lib/seo/index.ts'
import type { Action } from '../../copy/types.ts'
import { cn } from '../../lib/ui/cn.ts'
import { ButtonLink } from '../ui/button.tsx'

/** One primary and any secondary calls to action, side by side. */
export function ActionRow({
  actions,
  inverse,
  className,
}: {
  actions: readonly Action[]
  inverse?: boolean
  className?: string
}) {
  return (
    <div className={cn('mt-8 flex flex-wrap gap-3', className)}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href}
          href={pageAddress(action.href)}
          size="lg"
          variant={index === 0 ? (inverse ? 'inverse' : 'primary') : inverse ? 'outlineInverse' : 'secondary'}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  )
}
