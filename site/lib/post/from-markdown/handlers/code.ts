import type { Code } from 'mdast'
import type { BlockNode } from '../../types.ts'
import { fail, quote } from '../fail.ts'

// The language becomes a class name in the page, so it is kept to the characters languages are named with.
const LANGUAGE = /^[A-Za-z0-9_+#.-]{1,40}$/

/** A fenced or indented code block, with its language (null when none is given). */
export function code(node: Code): BlockNode[] {
  if (node.lang && !LANGUAGE.test(node.lang)) {
    fail(
      node,
      `Code block language ${quote(node.lang)} is not a language name`,
      'Name the language with letters, digits and + # . _ -, e.g. ```typescript.',
    )
  }
  if (node.meta) {
    fail(
      node,
      `Code block options ${quote(node.meta)} are not supported`,
      'Write only the language after the opening fence, e.g. ```sql.',
    )
  }
  return [{ type: 'codeBlock', attrs: { language: node.lang ?? null }, content: [{ type: 'text', text: node.value }] }]
}
