import type { Nodes, Root } from 'mdast'

/** Every node of a Markdown tree in document order, without recursion (the tree's depth is bounded, its size too). */
export function* nodesOf(tree: Root | undefined): Generator<Nodes> {
  const pending: Nodes[] = tree ? [tree] : []
  while (pending.length > 0) {
    const node = pending.pop()!
    yield node
    if ('children' in node)
      for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index]!)
  }
}

/** Where a node starts, 1-based. */
export const startOf = (node: Nodes): { line: number; column: number } => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
})
