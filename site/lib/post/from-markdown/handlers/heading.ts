import type { Heading } from 'mdast'
import type { BlockNode } from '../../types.ts'
import { fail } from '../fail.ts'
import type { State } from '../state.ts'

/** A level-2 or level-3 heading; level 1 belongs to the post's title and levels 4-6 are too deep. */
export function heading(node: Heading, state: State): BlockNode[] {
  if (node.depth === 1) {
    fail(node, 'Level-1 heading (# or ===)', "Use ## — the title is the page's only level-1 heading.")
  }
  if (node.depth !== 2 && node.depth !== 3) {
    fail(
      node,
      `Level-${node.depth} heading (${'#'.repeat(node.depth)})`,
      'Use ## for a section or ### for a subsection; posts go two levels deep.',
    )
  }
  return [{ type: 'heading', attrs: { level: node.depth }, content: state.inlines(node) }]
}
