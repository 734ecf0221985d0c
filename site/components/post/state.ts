import type { ReactNode } from 'react'
import { removeUnsafeCharacters } from '../../lib/text/index.ts'

/** A document node as the renderer reads it: stored content is untrusted, so every field is checked once here. */
export interface DocNode {
  type: string
  attrs: Readonly<Record<string, unknown>>
  content: readonly unknown[]
  text: unknown
  marks: unknown
}

/** What a handler renders its children with. Each call goes one level deeper; past the depth cap it renders nothing. */
export interface State {
  /** Children that are blocks: paragraphs, headings, lists, quotes, code, images, rules. */
  blocks(node: DocNode): ReactNode[]
  /** Children that are inline: text runs and line breaks. */
  inline(node: DocNode): ReactNode[]
  /** Children that are list items. */
  listItems(node: DocNode): ReactNode[]
  /** An id for a heading with this text, unique within the document. */
  headingId(text: string): string
}

/** Every handler has this signature: the node and the state in, React nodes out (null to skip the node). */
export type Handler = (node: DocNode, state: State) => ReactNode

/** A table of handlers keyed by node type. */
export type Handlers = Readonly<Record<string, Handler>>

/** The node a value describes, or undefined when it is not an object with a string type. */
export function readNode(value: unknown): DocNode | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return undefined
  const { type, attrs, content, text, marks } = value
  return { type, attrs: isRecord(attrs) ? attrs : {}, content: Array.isArray(content) ? content : [], text, marks }
}

/** Whether a value is a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A stored string as the page shows it ('' for anything else). A document written by an older
 * version or straight through the API may hold controls or text-direction characters; they go here.
 */
export function shownText(value: unknown): string {
  return typeof value === 'string' ? removeUnsafeCharacters(value) : ''
}

/** The text of a node's direct text children, e.g. a heading's words. */
export function plainText(node: DocNode): string {
  return node.content.map((child) => (isRecord(child) && child.type === 'text' ? shownText(child.text) : '')).join('')
}
