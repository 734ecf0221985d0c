import type { Nodes, Parents } from 'mdast'
import type { BlockNode, InlineNode, Mark } from '../types.ts'
import { fail } from './fail.ts'
import { blockHandlers, inlineHandlers } from './handlers/index.ts'
import { refused, supportedHint } from './refused.ts'

/** What a handler converts with: the marks in force, and conversion of a node's children. */
export interface State {
  readonly marks: readonly Mark[]
  blocks(parent: Parents): BlockNode[]
  /** Converts phrasing children, adding `mark` to the marks in force. */
  inlines(parent: Parents, mark?: Mark): InlineNode[]
}

/** Every handler has this signature: an mdast node and the state in, document nodes out. */
export type Handler<T extends Nodes, R> = (node: T, state: State) => R[]

/** A table of handlers keyed by mdast node type. */
export type Handlers<R> = { [K in Nodes['type']]?: Handler<Extract<Nodes, { type: K }>, R> }

/** The conversion state at the top of a document, with no marks in force. */
export function createState(marks: readonly Mark[] = []): State {
  return {
    marks,
    blocks: (parent) => parent.children.flatMap((child) => convert(blockHandlers, child, createState())),
    inlines: (parent, mark) => {
      const inner = createState(mark ? [...marks, mark] : marks)
      return parent.children.flatMap((child) => convert(inlineHandlers, child, inner))
    },
  }
}

function convert<R>(table: Handlers<R>, node: Nodes, state: State): R[] {
  const handler = table[node.type] as Handler<Nodes, R> | undefined
  if (handler) return handler(node, state)
  const refusal = refused[node.type]
  if (refusal) fail(node, refusal.message, refusal.hint)
  fail(node, `Unsupported Markdown (${node.type}) here`, supportedHint)
}
