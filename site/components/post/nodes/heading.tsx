import { plainText, type Handler } from '../state.ts'

/** A section (h2) or subsection (h3) heading with a linkable id; any level but 3 is a section, as level 1 is the title. */
export const heading: Handler = (node, state) => {
  const children = state.inline(node)
  if (children.length === 0) return null
  const id = state.headingId(plainText(node))
  if (node.attrs.level === 3) {
    return <h3 id={id}>{children}</h3>
  }
  return <h2 id={id}>{children}</h2>
}
