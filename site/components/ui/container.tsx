import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/ui/cn.ts'

/** The site's content width and side padding (.page-width in global.css; utilities in `className` override it). */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('page-width', className)} {...props} />
}
