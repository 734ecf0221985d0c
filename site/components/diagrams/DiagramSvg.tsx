import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/ui/cn.ts'

/**
 * The frame every diagram is drawn in: an SVG image named by its title and described in words for
 * people who cannot see it, scaled to its column's width.
 */
export function DiagramSvg({
  title,
  description,
  width,
  height,
  className,
  children,
}: {
  title: string
  description: string
  width: number
  height: number
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={cn('h-auto w-full', className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  )
}
