import type { Heading } from 'mdast'
import type { HeadingNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A level-2 or level-3 heading. */
export function heading(node: HeadingNode, state: State): Heading {
  return { type: 'heading', depth: node.attrs.level, children: state.inline(node.content ?? []) }
}
