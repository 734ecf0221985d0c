import type { Handler } from '../state.ts'

/** A quote of blocks, set off by a left border. */
export const blockquote: Handler = (node, state) => {
  const children = state.blocks(node)
  if (children.length === 0) return null
  return <blockquote className="mt-6 border-l-4 border-brand-600 pl-5 text-slate-700 first:mt-0">{children}</blockquote>
}
