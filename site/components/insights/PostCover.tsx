import { categoryLabel } from '../../lib/blog/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { site } from '../../site.config.ts'

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
      <svg viewBox="0 0 32 32" className="absolute -right-6 -bottom-6 h-36 w-36 opacity-20">
        <path d="M16 16 7 8M16 16l10-6M16 16l-8 9M16 16l9 8" stroke="#a5f3fc" strokeWidth="2" strokeLinecap="round" />
        <circle cx="16" cy="16" r="4.5" fill="#fff" />
        <circle cx="7" cy="8" r="2" fill="#fff" />
        <circle cx="26" cy="10" r="2" fill="#fff" />
        <circle cx="8" cy="25" r="2" fill="#fff" />
        <circle cx="25" cy="24" r="2" fill="#fff" />
      </svg>
      <p className="text-xs font-semibold tracking-wide text-cyan-200 uppercase">{categoryLabel(category)}</p>
      <p className="line-clamp-4 max-w-[85%] text-lg leading-snug font-bold">{title}</p>
      <p className="text-xs font-semibold text-slate-300">{site.name}</p>
    </div>
  )
}
