import type { PhrasingContent } from 'mdast'
import { sameMark } from '../normalize.ts'
import type { InlineNode, Mark } from '../types.ts'

type ParentMark = Exclude<Mark, { type: 'code' }>
type MarkNode = Extract<PhrasingContent, { type: 'strong' | 'emphasis' | 'link' }>

/** Normalized inline content as mdast phrasing: bold, italic and link marks become nodes around the text they cover. */
export function phrasing(nodes: readonly InlineNode[]): PhrasingContent[] {
  const root: PhrasingContent[] = []
  const open: { mark: ParentMark; node: MarkNode }[] = []
  const children = () => open.at(-1)?.node.children ?? root
  nodes.forEach((node, index) => {
    const marks =
      node.type === 'text' ? (node.marks ?? []).filter((mark): mark is ParentMark => mark.type !== 'code') : []
    let keep = 0
    while (keep < open.length && marks.some((mark) => sameMark(mark, open[keep]!.mark))) keep += 1
    open.length = keep
    // A mark that runs on longest is opened first, so `_a **b**_` comes out rather than `_a_**_b_**`.
    const opening = marks.filter((mark) => !open.some((outer) => sameMark(outer.mark, mark)))
    opening.sort((a, b) => runLength(nodes, index, b) - runLength(nodes, index, a))
    for (const mark of opening) {
      const parent = markNode(mark)
      children().push(parent)
      open.push({ mark, node: parent })
    }
    children().push(content(node))
  })
  return root
}

function markNode(mark: ParentMark): MarkNode {
  if (mark.type === 'link') return { type: 'link', url: mark.attrs.href, title: mark.attrs.title ?? null, children: [] }
  return { type: mark.type === 'bold' ? 'strong' : 'emphasis', children: [] }
}

function content(node: InlineNode): PhrasingContent {
  if (node.type === 'hardBreak') return { type: 'break' }
  if (node.marks?.some((mark) => mark.type === 'code')) return { type: 'inlineCode', value: node.text }
  return { type: 'text', value: node.text }
}

function runLength(nodes: readonly InlineNode[], from: number, mark: Mark): number {
  let end = from
  while (end < nodes.length) {
    const node = nodes[end]!
    if (node.type !== 'text' || !node.marks?.some((other) => sameMark(other, mark))) break
    end += 1
  }
  return end - from
}
