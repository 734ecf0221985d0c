import { cva, type VariantProps } from 'class-variance-authority'
import type { AnchorHTMLAttributes, ComponentProps } from 'react'
import { cn } from '../../lib/ui/cn.ts'

// The classes are components of global.css (.btn and its variants), three short names in place of
// thirty utilities on every button of every page; a utility in `className` overrides them, as
// utilities come after components.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      primary: 'btn-primary',
      secondary: 'btn-secondary',
      inverse: 'btn-inverse',
      outlineInverse: 'btn-outline-inverse',
      link: 'btn-link',
    },
    size: { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & VariantProps<typeof buttonVariants> & { href: string }

/** A link styled as a button: every call to action on the site is a navigation. */
export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A button that acts on the page (send, share, next slide); one that goes somewhere is a ButtonLink. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} {...props} className={cn(buttonVariants({ variant, size }), className)} />
}
