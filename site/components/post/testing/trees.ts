// Small literal document trees for the renderer's tests, and the HTML a reader gets without styling.
import { docToHtml } from '../doc-html.ts'

/** The rendered HTML with class attributes and the outer measure wrapper removed. */
export function html(doc: unknown): string {
  return docToHtml(doc)
    .replace(/ class="[^"]*"/g, '')
    .replace(/^<div>|<\/div>$/g, '')
}

/** The HTML of a document holding these blocks. */
export function body(...content: unknown[]): string {
  return html({ type: 'doc', content })
}

/** A text node with marks. */
export const text = (value: string, ...marks: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks.length > 0 && { marks }),
})

/** A paragraph. */
export const p = (...content: unknown[]) => ({ type: 'paragraph', content })

/** A link mark. */
export const link = (href: string) => ({ type: 'link', attrs: { href } })
