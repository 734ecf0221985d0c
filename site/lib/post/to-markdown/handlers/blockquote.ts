import type { BlockquoteNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A quote: every line of its blocks behind "> ", blank lines as ">" so the quote does not end. */
export function blockquote(node: BlockquoteNode, _siblings: unknown, state: State): string {
  return state
    .blocks(node.content)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n')
}
