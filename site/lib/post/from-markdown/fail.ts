import type { Node } from 'mdast'
import { printable } from '../../text/index.ts'
import { MarkdownError } from '../markdown-error.ts'

/** Refuses a Markdown node: throws a MarkdownError at the node's start. */
export function fail(node: Node, message: string, hint: string): never {
  const start = node.position?.start
  throw new MarkdownError({ line: start?.line ?? 1, column: start?.column ?? 1 }, message, hint)
}

/** Refuses a construct found in a node's source text: throws a MarkdownError `offset` characters into the node. */
export function failWithin(node: Node, source: string, offset: number, message: string, hint: string): never {
  const start = node.position?.start
  if (start?.offset === undefined) fail(node, message, hint)
  const before = source.slice(start.offset, start.offset + offset).split(/\r\n|\r|\n/)
  const line = start.line + before.length - 1
  const column = before.length === 1 ? start.column + offset : before.at(-1)!.length + 1
  throw new MarkdownError({ line, column }, message, hint)
}

/** A value quoted for a message, shortened so a hostile one cannot flood the output, its hidden characters shown as escapes. */
export function quote(value: string): string {
  return printable(JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value))
}
