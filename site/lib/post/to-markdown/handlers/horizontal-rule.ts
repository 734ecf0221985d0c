import type { ThematicBreak } from 'mdast'

/** A horizontal rule. */
export function horizontalRule(): ThematicBreak {
  return { type: 'thematicBreak' }
}
