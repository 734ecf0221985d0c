import { insightsCopy } from '../../copy/insights.ts'
import { renderDoc } from './render.tsx'
import { readNode } from './state.ts'

/**
 * A post's body from its document tree. The tree comes from the database and may be anything, so
 * unknown or malformed nodes are skipped, and a body with nothing to show says so. Its commonest
 * elements (paragraphs, headings, lists, bold text) carry no classes of their own, which every article
 * would repeat hundreds of times: the body's rules style them (.post-body in global.css).
 */
export function DocRenderer({ doc }: { doc: unknown }) {
  const root = readNode(doc)
  const blocks = root?.type === 'doc' ? renderDoc(root) : []
  return <div className="post-body">{blocks.length > 0 ? blocks : <p>{insightsCopy.contentNotAvailable}</p>}</div>
}
