import type { ListItem } from 'mdast'
import type { ListItemNode } from '../../types.ts'
import type { State } from '../state.ts'

/** A list item: its blocks, whether the list is tight or loose (the document does not distinguish). */
export function listItem(node: ListItem, state: State): ListItemNode {
  return { type: 'listItem', content: state.blocks(node) }
}
