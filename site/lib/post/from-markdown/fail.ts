import type { Node } from 'mdast'
import { printable } from '../../text/index.ts'
import { MarkdownError } from '../markdown-error.ts'

/** Refuses a Markdown node: throws a MarkdownError at the node's start. */
export function fail(node: Node, message: string, hint: string): never {
  const start = node.position?.start
  throw new MarkdownError({ line: start?.line ?? 1, column: start?.column ?? 1 }, message, hint)
}

/** A value quoted for a message, shortened so a hostile one cannot flood the output, its hidden characters shown as escapes. */
export function quote(value: string): string {
  return printable(JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value))
}
