import { cva, type VariantProps } from 'class-variance-authority'
import type { AnchorHTMLAttributes, ComponentProps } from 'react'
import { cn } from '../../lib/ui/cn.ts'

// On a phone a label too long for the screen wraps, centred, instead of pushing the page sideways
// (hence a minimum height, not a fixed one); from sm up, rows that set a button beside text keep it
// on one line.
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors sm:whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
        inverse: 'bg-white text-brand-800 hover:bg-brand-50',
        outlineInverse: 'border border-white/70 text-white hover:bg-white/10',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-base',
        lg: 'min-h-12 px-6 py-2 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

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
