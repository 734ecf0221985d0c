import type { BlockNode } from '../../types.ts'

/** A horizontal rule (---). */
export function thematicBreak(): BlockNode[] {
  return [{ type: 'horizontalRule' }]
}
