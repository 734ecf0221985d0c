import { cn } from '../../lib/ui/cn.ts'

/** Paragraphs of running text at a comfortable measure. */
export function Prose({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cn('mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700', className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}
