import { cn } from '../../lib/ui/cn.ts'

/** The eyebrow, heading and lead that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  lead,
  inverse,
  className,
}: {
  id: string
  eyebrow?: string
  heading: string
  lead?: string
  inverse?: boolean
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow && (
        <p
          className={cn('text-sm font-semibold tracking-wide uppercase', inverse ? 'text-cyan-300' : 'text-brand-700')}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', inverse ? 'text-white' : 'text-ink')}
      >
        {heading}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-lg leading-relaxed', inverse ? 'text-slate-300' : 'text-slate-700')}>{lead}</p>
      )}
    </div>
  )
}
