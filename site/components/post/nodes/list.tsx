import type { Handler } from '../state.ts'

/** A bullet list; one without items is skipped. */
export const bulletList: Handler = (node, state) => {
  const items = state.listItems(node)
  return items.length === 0 ? null : <ul>{items}</ul>
}

/** A numbered list, starting at attrs.start when that is a whole number other than 1. */
export const orderedList: Handler = (node, state) => {
  const items = state.listItems(node)
  if (items.length === 0) return null
  const { start } = node.attrs
  return <ol start={Number.isSafeInteger(start) && start !== 1 ? Number(start) : undefined}>{items}</ol>
}

/** One item of a list; it holds blocks, usually one paragraph. */
export const listItem: Handler = (node, state) => {
  const children = state.blocks(node)
  return children.length === 0 ? null : <li>{children}</li>
}
