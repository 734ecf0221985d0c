import type { ReactNode } from 'react'
import { isSafeHref } from '@/lib/post/href.ts'
import { pageAddress } from '@/lib/seo/paths.ts'
import { shownText } from '../state.ts'
import { linkTarget } from './link-target.ts'

/** Every mark handler has this signature: the marked content and the mark's attrs in, the wrapped content out. */
type MarkHandler = (children: ReactNode, attrs: Readonly<Record<string, unknown>>) => ReactNode

const bold: MarkHandler = (children) => <strong>{children}</strong>

const italic: MarkHandler = (children) => <em>{children}</em>

const code: MarkHandler = (children) => (
  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800">{children}</code>
)

/**
 * A link whose href is not safe is dropped, leaving its text; absolute http(s) links open in a new tab.
 * Writers link to `/contact`; the page is linked at its address, `/contact/`, which answers without a redirect.
 */
const link: MarkHandler = (children, { href, title }) => {
  if (typeof href !== 'string' || !isSafeHref(href)) return children
  return (
    <a
      href={pageAddress(href)}
      title={shownText(title) || undefined}
      {...linkTarget(href)}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </a>
  )
}

/** The mark handlers, innermost first: text is wrapped in code, then italic, then bold, then a link. */
export const markHandlers: ReadonlyMap<string, MarkHandler> = new Map([
  ['code', code],
  ['italic', italic],
  ['bold', bold],
  ['link', link],
])
