import type { List, ListItem } from 'mdast'
import type { BulletListNode, ListItemNode, OrderedListNode } from '../../types.ts'
import type { State } from '../state.ts'

// Lists are tight (no blank line between items); an item's spread is left unset, so its own blocks
// keep a blank line between them, which no block can run into.

/** A bullet list. */
export function bulletList(node: BulletListNode, state: State): List {
  return { type: 'list', ordered: false, spread: false, children: node.content.map((item) => listItem(item, state)) }
}

/** A numbered list, from its start. */
export function orderedList(node: OrderedListNode, state: State): List {
  return {
    type: 'list',
    ordered: true,
    start: node.attrs?.start ?? 1,
    spread: false,
    children: node.content.map((item) => listItem(item, state)),
  }
}

function listItem(item: ListItemNode, state: State): ListItem {
  return { type: 'listItem', children: state.blocks(item.content) }
}
