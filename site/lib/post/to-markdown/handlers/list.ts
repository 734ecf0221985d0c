import type { BlockNode, BulletListNode, ListItemNode, OrderedListNode } from '../../types.ts'
import type { State } from '../state.ts'
import { indentRest } from '../state.ts'

// A blank line does not end a list, so a list right after another of the same kind switches its
// marker (- and *, or . and )), which is what makes Markdown start a new list.
function alternates(node: BlockNode, siblings: readonly BlockNode[]): boolean {
  let run = 0
  for (let index = siblings.indexOf(node) - 1; siblings[index]?.type === node.type; index -= 1) run += 1
  return run % 2 === 1
}

/** A bullet list: "- " items (or "* " right after another bullet list), tight. */
export function bulletList(node: BulletListNode, siblings: readonly BlockNode[], state: State): string {
  const marker = alternates(node, siblings) ? '*' : '-'
  return node.content.map((item) => listItem(item, marker, state)).join('\n')
}

/** An ordered list numbered from its start: "1. " items (or "1) " right after another ordered list), tight. */
export function orderedList(node: OrderedListNode, siblings: readonly BlockNode[], state: State): string {
  const delimiter = alternates(node, siblings) ? ')' : '.'
  const start = node.attrs?.start ?? 1
  // Markdown reads only the first number, and a marker has at most nine digits.
  return node.content.map((item, index) => listItem(item, `${Math.min(start + index, 999_999_999)}${delimiter}`, state)).join('\n')
}

const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/

function listItem(item: ListItemNode, marker: string, state: State): string {
  const body = state.blocks(item.content)
  if (body === '') return marker
  const indent = ' '.repeat(marker.length + 1)
  const line = `${marker} ${indentRest(body, indent)}`
  // "- ---" or "- - -" would read as a rule, so such content starts on the next line instead.
  return THEMATIC_BREAK.test(line.split('\n', 1)[0]!) ? `${marker}\n${indent}${indentRest(body, indent)}` : line
}
