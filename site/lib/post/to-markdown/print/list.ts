// mdast-util-to-markdown's own list handlers fall short in two places the post format reaches: a list
// numbered from 999,999,998 counts on past nine digits (no longer a list marker), and a list that must
// avoid both its neighbour's bullet and "- ---" (a rule) takes the neighbour's bullet and joins it.
import type { List, ListItem, Parents } from 'mdast'
import type { Info, State } from 'mdast-util-to-markdown'

// Markdown reads only the first number of a list, and a marker has at most nine digits.
const MAX_NUMBER = 999_999_999
const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/

/** A list: "-" bullets or "1." numbers, or "*" and "1)" right after a list of the same kind, which keeps the two apart. */
export function list(node: List, parent: Parents | undefined, state: State, info: Info): string {
  const [usual, other] = node.ordered ? ['.', ')'] : ['-', '*']
  const marker = parent && state.bulletLastUsed === usual ? other : usual
  const exit = state.enter('list')
  const outer = state.bulletCurrent
  state.bulletCurrent = marker
  const value = state.containerFlow(node, info)
  state.bulletLastUsed = marker
  state.bulletCurrent = outer
  exit()
  return value
}

/** A list item: its marker, then its blocks indented under it; content that would read as a rule starts on the next line. */
export function listItem(node: ListItem, parent: Parents | undefined, state: State, info: Info): string {
  const list = parent as List
  const bullet = state.bulletCurrent ?? '-'
  const marker = list.ordered
    ? `${Math.min((list.start ?? 1) + list.children.indexOf(node), MAX_NUMBER)}${bullet}`
    : bullet
  const indent = ' '.repeat(marker.length + 1)
  const exit = state.enter('listItem')
  const body = state.indentLines(state.containerFlow(node, info), (line, index, blank) =>
    index === 0 || blank ? line : indent + line,
  )
  exit()
  if (body === '') return marker
  const line = `${marker} ${body}`
  // "- ---" or "- - -" would read as a rule.
  return THEMATIC_BREAK.test(line.split('\n', 1)[0]!) ? `${marker}\n${indent}${body}` : line
}
