import { categoryLabel } from '../../lib/blog/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { site } from '../../site.config.ts'
import { LogoMark } from '../ui/logo.tsx'

// Each category its own ground, so a list of covers reads at a glance.
const grounds: Record<string, string> = {
  'erp-modernization': 'from-brand-800 to-navy-950',
  'data-integration': 'from-cyan-800 to-navy-950',
  'process-automation': 'from-indigo-800 to-navy-950',
  'industry-insights': 'from-slate-700 to-navy-950',
  technical: 'from-navy-900 to-brand-900',
}

/**
 * The cover a post without a featured image gets: its category, its title and the brand, drawn in
 * HTML and CSS (no image to fetch). Decorative: the card's heading already says all of it.
 */
export function PostCover({ category, title }: { category: string; title: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex aspect-video w-full flex-col justify-between overflow-hidden bg-gradient-to-br p-5 text-white',
        grounds[category] ?? grounds.technical,
      )}
    >
      <LogoMark className="absolute -right-6 -bottom-6 size-36 opacity-20" />
      <p className="text-xs font-semibold tracking-wide text-cyan-200 uppercase">{categoryLabel(category)}</p>
      <p className="line-clamp-4 max-w-[85%] text-lg leading-snug font-bold">{title}</p>
      <p className="text-xs font-semibold text-slate-300">{site.name}</p>
    </div>
  )
}
