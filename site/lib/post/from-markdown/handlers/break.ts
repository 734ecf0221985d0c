import type { InlineNode } from '../../types.ts'

/** A hard line break (a backslash or two spaces at the end of a line). */
export function hardBreak(): InlineNode[] {
  return [{ type: 'hardBreak' }]
}
