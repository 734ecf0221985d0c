import { cva, type VariantProps } from 'class-variance-authority'
import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '../../lib/ui/cn.ts'

export const cardVariants = cva('rounded-xl border', {
  variants: {
    tone: {
      plain: 'border-slate-200 bg-white shadow-sm',
      muted: 'border-slate-200 bg-slate-50',
      /** On a dark band. */
      inverse: 'border-white/15 bg-white/5',
    },
    padding: {
      none: '',
      sm: 'p-5',
      md: 'p-6',
      lg: 'p-7',
    },
  },
  defaultVariants: { tone: 'plain', padding: 'md' },
})

type CardProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof cardVariants> & {
    /** The element the card is: an item of a list of cards, an article, a side note. */
    as?: 'article' | 'aside' | 'div' | 'li' | 'nav'
  }

/** A bordered, rounded panel: the site's cards, from feature grids to profiles and side notes. */
export function Card({ as: Element = 'div', tone, padding, className, ...props }: CardProps) {
  return <Element className={cn(cardVariants({ tone, padding }), className)} {...props} />
}

const cardIconVariants = cva('flex items-center justify-center rounded-lg', {
  variants: {
    size: { md: 'h-11 w-11', lg: 'h-12 w-12' },
    tone: { soft: 'bg-brand-50 text-brand-700', solid: 'bg-brand-700 text-white' },
  },
  defaultVariants: { size: 'md', tone: 'soft' },
})

/** The tile that holds a card's icon. */
export function CardIcon({
  size,
  tone,
  className,
  children,
}: VariantProps<typeof cardIconVariants> & { className?: string; children: ReactNode }) {
  return <span className={cn(cardIconVariants({ size, tone }), className)}>{children}</span>
}
