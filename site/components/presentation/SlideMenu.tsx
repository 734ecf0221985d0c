import { __iconData as chevronDown } from 'lucide-react/icons/chevron-down'
import { __iconData as listOrdered } from 'lucide-react/icons/list-ordered'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { DeckLabels } from '../../copy/presentation.ts'
import { LucideSvg } from '../ui/lucide.tsx'
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
      <details ref={menu} onKeyDown={closeOnEscape} className="group slide-menu">
        <summary ref={toggle} className="slide-menu-toggle">
          <LucideSvg icon={listOrdered} className="size-4" />
          {labels.all}
          <LucideSvg icon={chevronDown} className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ol className="slide-list">
          {titles.map((title, index) => {
            const n = index + 1
            const isCurrent = enhanced && n === current
            return (
              <li key={title}>
                <a
                  href={`#${slideId(n)}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={(event) => jump(event, n)}
                  className="slide-link"
                >
                  <span aria-hidden="true" className="slide-number">
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
