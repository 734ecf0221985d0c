import type { HeadingNode } from '../../types.ts'
import type { State } from '../state.ts'

/** An ATX heading: ## or ###, then its content on the same line. */
export function heading(node: HeadingNode, _siblings: unknown, state: State): string {
  const content = state.inline(node.content ?? [], true)
  return content === '' ? '#'.repeat(node.attrs.level) : `${'#'.repeat(node.attrs.level)} ${content}`
}
