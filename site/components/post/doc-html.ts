// Node only (react-dom/server): the RSS feed's full content; browser code renders <DocRenderer> instead.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DocRenderer } from './DocRenderer.tsx'

/** A post's body as an HTML string, rendered exactly as the article page renders it. */
export function docToHtml(doc: unknown): string {
  return renderToStaticMarkup(createElement(DocRenderer, { doc }))
}
