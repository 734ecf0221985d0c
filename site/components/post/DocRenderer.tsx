import { insightsCopy } from '../../copy/insights.ts'
import { renderDoc } from './render.tsx'
import { readNode } from './state.ts'

/**
 * A post's body from its document tree. The tree comes from the database and may be anything, so
 * unknown or malformed nodes are skipped, and a body with nothing to show says so.
 */
export function DocRenderer({ doc }: { doc: unknown }) {
  const root = readNode(doc)
  const blocks = root?.type === 'doc' ? renderDoc(root) : []
  return (
    <div className="max-w-prose text-lg leading-relaxed text-slate-700">
      {blocks.length > 0 ? blocks : <p>{insightsCopy.contentNotAvailable}</p>}
    </div>
  )
}
