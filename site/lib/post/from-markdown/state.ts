import type { Nodes, Parents } from 'mdast'
import { MarkdownError } from '../markdown-error.ts'
import type { BlockNode, InlineNode, Mark } from '../types.ts'
import { fail } from './fail.ts'
import { blockHandlers, inlineHandlers } from './handlers/index.ts'
import { refusalOf, supportedHint } from './refused.ts'

/** What a handler converts with: the source, the marks in force, and conversion of a node's children. */
export interface State {
  /** The Markdown being converted, for constructs only its text shows (a table read as a paragraph). */
  readonly source: string
  readonly marks: readonly Mark[]
  blocks(parent: Parents): BlockNode[]
  /** Converts phrasing children, adding `mark` to the marks in force. */
  inlines(parent: Parents, mark?: Mark): InlineNode[]
}

/** Every handler has this signature: an mdast node and the state in, document nodes out. */
export type Handler<T extends Nodes, R> = (node: T, state: State) => R[]

/** A table of handlers keyed by mdast node type. */
export type Handlers<R> = { [K in Nodes['type']]?: Handler<Extract<Nodes, { type: K }>, R> }

/**
 * The conversion state at the top of a document, with no marks in force. A node that is refused is
 * left out and its problem added to `problems`, so one pass finds every refusal in the document.
 */
export function createState(source: string, problems: MarkdownError[], marks: readonly Mark[] = []): State {
  return {
    source,
    marks,
    blocks: (parent) =>
      parent.children.flatMap((child) => convert(blockHandlers, child, createState(source, problems), problems)),
    inlines: (parent, mark) => {
      const inner = createState(source, problems, mark ? [...marks, mark] : marks)
      return parent.children.flatMap((child) => convert(inlineHandlers, child, inner, problems))
    },
  }
}

function convert<R>(table: Handlers<R>, node: Nodes, state: State, problems: MarkdownError[]): R[] {
  try {
    const handler = table[node.type] as Handler<Nodes, R> | undefined
    if (handler) return handler(node, state)
    const refusal = refusalOf(node)
    if (refusal) fail(node, refusal.message, refusal.hint)
    fail(node, `Unsupported Markdown (${node.type}) here`, supportedHint)
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error
    problems.push(error)
    return []
  }
}
