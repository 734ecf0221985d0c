import type { CodeBlockNode } from '../../types.ts'
import { longestRun } from '../escape.ts'

/** A fenced code block, the fence longer than any run of backticks in the code. */
export function codeBlock(node: CodeBlockNode): string {
  const code = (node.content ?? []).map((text) => text.text).join('')
  const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1))
  const opening = `${fence}${node.attrs.language ?? ''}`
  return code === '' ? `${opening}\n${fence}` : `${opening}\n${code}\n${fence}`
}
