import type { MouseEvent } from 'react'
import { buttonVariants } from '../ui/button.tsx'

/** What the links say: the navigation's name, the two links, and which page this is. */
export interface PageLinksCopy {
  label: string
  previous: string
  next: string
  current: (page: number, pages: number) => string
}

const link = buttonVariants({ variant: 'secondary', size: 'sm' })

// A click with a modifier key, or not the main button, opens the page where the browser would.
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Previous and Next between an admin list's pages (posts, enquiries), and which page this is; nothing
 * when everything fits on one. Each is a link to its page's address, which the list goes to in place.
 */
export function PageLinks({
  copy,
  page,
  pages,
  hrefOf,
  onGo,
}: {
  copy: PageLinksCopy
  page: number
  pages: number
  hrefOf: (page: number) => string
  onGo: (page: number) => void
}) {
  if (pages <= 1) return null
  const go = (to: number) => (event: MouseEvent) => {
    if (!plainClick(event)) return
    event.preventDefault()
    onGo(to)
  }
  return (
    <nav aria-label={copy.label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex-1">
        {page > 1 && (
          <a href={hrefOf(page - 1)} rel="prev" onClick={go(page - 1)} className={link}>
            {copy.previous}
          </a>
        )}
      </div>
      <p className="text-sm text-slate-700">{copy.current(page, pages)}</p>
      <div className="flex flex-1 justify-end">
        {page < pages && (
          <a href={hrefOf(page + 1)} rel="next" onClick={go(page + 1)} className={link}>
            {copy.next}
          </a>
        )}
      </div>
    </nav>
  )
}
