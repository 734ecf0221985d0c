import { cva, type VariantProps } from 'class-variance-authority'
import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '../../lib/ui/cn.ts'

// The tones are components of global.css (.card and its tones); utilities in `className` override them.
export const cardVariants = cva('card', {
  variants: {
    tone: {
      plain: 'card-plain',
      muted: 'card-muted',
      /** On a dark band. */
      inverse: 'card-inverse',
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

// .card-icon is the medium, soft tile; the others are utilities over it.
const cardIconVariants = cva('card-icon', {
  variants: {
    size: { md: '', lg: 'size-12' },
    tone: { soft: '', solid: 'bg-brand-700 text-white' },
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
