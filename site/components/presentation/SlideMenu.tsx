import ChevronDown from 'lucide-react/icons/chevron-down'
import ListOrdered from 'lucide-react/icons/list-ordered'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { DeckLabels } from '../../copy/presentation.ts'
import { cn } from '../../lib/ui/cn.ts'
import { slideId } from './slide-navigation.ts'

/**
 * The list of slides as in-page links. Small screens get it behind a disclosure, which opens and
 * closes without script; large screens always show it as a side list. Once the deck runs, a link
 * shows its slide instead of scrolling to it, and Escape or a click elsewhere closes the list.
 */
export function SlideMenu({
  titles,
  labels,
  current,
  enhanced,
  onJump,
  className,
}: {
  titles: readonly string[]
  labels: DeckLabels
  current: number
  enhanced: boolean
  onJump: (n: number) => void
  className?: string
}) {
  const menu = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) menu.current.open = false
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [])

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menu.current?.open) return
    event.preventDefault()
    menu.current.open = false
    toggle.current?.focus()
  }

  function jump(event: MouseEvent, n: number) {
    // A modified click opens a new tab or window, as the link would without script.
    if (!enhanced || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (menu.current) menu.current.open = false
    onJump(n)
  }

  // Large screens open the list with ::details-content; a browser without it keeps the toggle there too.
  return (
    <nav aria-label={labels.list} className={className}>
      <details
        ref={menu}
        onKeyDown={closeOnEscape}
        className="group relative lg:[&::details-content]:[content-visibility:visible]"
      >
        <summary
          ref={toggle}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50 lg:supports-[selector(::details-content)]:hidden"
        >
          <ListOrdered aria-hidden="true" className="h-4 w-4" />
          {labels.all}
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <ol className="absolute top-full left-0 z-30 mt-2 max-h-[70vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl lg:static lg:mt-0 lg:max-h-none lg:w-auto lg:overflow-visible lg:border-0 lg:p-0 lg:shadow-none">
          {titles.map((title, index) => {
            const n = index + 1
            const isCurrent = enhanced && n === current
            return (
              <li key={title}>
                <a
                  href={`#${slideId(n)}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={(event) => jump(event, n)}
                  className={cn(
                    'flex items-baseline gap-3 rounded-md px-3 py-2 text-sm',
                    isCurrent
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : 'text-slate-700 hover:bg-slate-50 hover:text-ink',
                  )}
                >
                  <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums">
                    {n}
                  </span>
                  {title}
                </a>
              </li>
            )
          })}
        </ol>
      </details>
    </nav>
  )
}
