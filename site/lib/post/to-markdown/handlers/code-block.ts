import type { Code } from 'mdast'
import type { CodeBlockNode } from '../../types.ts'

/** A code block with its language. */
export function codeBlock(node: CodeBlockNode): Code {
  return { type: 'code', lang: node.attrs.language, value: (node.content ?? []).map((text) => text.text).join('') }
}
