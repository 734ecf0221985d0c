import { Fragment, type ReactNode } from 'react'
import { headingIds } from './heading-ids.ts'
import { blockHandlers, inlineHandlers, listItemHandlers } from './nodes/index.ts'
import { readNode, type DocNode, type Handlers, type State } from './state.ts'

// Deep enough for the deepest document the post format accepts (lists and quotes nested 12 levels,
// two tree levels each), shallow enough that hostile nesting cannot overflow the stack.
const MAX_DEPTH = 40

/** The rendered blocks of a document root, or an empty list when it has none to show. */
export function renderDoc(root: DocNode): ReactNode[] {
  return createState(1, headingIds()).blocks(root)
}

function createState(depth: number, headingId: (text: string) => string): State {
  let innerState: State | undefined
  const inner = () => (innerState ??= createState(depth + 1, headingId))
  const children = (node: DocNode, handlers: Handlers): ReactNode[] => {
    if (depth > MAX_DEPTH) return []
    const rendered: ReactNode[] = []
    node.content.forEach((value, index) => {
      const child = readNode(value)
      // Object.hasOwn, so a node typed "constructor" or "__proto__" finds no handler.
      const handler = child && Object.hasOwn(handlers, child.type) ? handlers[child.type] : undefined
      const output = child && handler?.(child, inner())
      if (output !== null && output !== undefined) rendered.push(<Fragment key={index}>{output}</Fragment>)
    })
    return rendered
  }
  return {
    blocks: (node) => children(node, blockHandlers),
    inline: (node) => children(node, inlineHandlers),
    listItems: (node) => children(node, listItemHandlers),
    headingId,
  }
}
