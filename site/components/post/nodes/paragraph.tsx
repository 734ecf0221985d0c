import type { Handler } from '../state.ts'

/** A paragraph of inline content; one with nothing to show is skipped. */
export const paragraph: Handler = (node, state) => {
  const children = state.inline(node)
  return children.length === 0 ? null : <p>{children}</p>
}
