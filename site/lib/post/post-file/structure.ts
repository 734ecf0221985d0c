// The shape of a post file before any YAML or Markdown is read: its size and its --- lines.
import { postLimits } from '../limits.ts'
import type { PostProblem } from '../types.ts'

const fileProblem = (line: number, message: string, hint: string): PostProblem => ({ line, column: 1, field: 'file', message, hint })

/** The problem that stops a file from being read at all (too big, front matter missing or unclosed), if any. */
export function structureProblem(text: string): PostProblem | undefined {
  // A UTF-8 byte count is never below the UTF-16 length, so huge input is refused before it is encoded.
  if (text.length > postLimits.fileBytes || utf8Bytes(text) > postLimits.fileBytes) {
    return fileProblem(1, `The file is larger than ${postLimits.fileBytes / 1024} KB`, 'Split the article into a series of posts, and keep images as separate files under content/images/.')
  }
  const lines = text.split('\n')
  if (!/^---[ \t]*\r?$/.test(lines[0]!)) {
    return fileProblem(1, 'The file does not start with front matter', 'Make the first line ---, then the fields (title:, slug:, excerpt: …), then another --- line.')
  }
  // gray-matter ends the front matter at the first line that starts with ---, so that line must be --- alone.
  const closing = lines.findIndex((line, index) => index > 0 && line.startsWith('---'))
  if (closing === -1) return fileProblem(1, 'The front matter is never closed', 'Add a line with only --- after the last field.')
  if (!/^---[ \t]*\r?$/.test(lines[closing]!)) {
    return fileProblem(closing + 1, 'The line that closes the front matter must be --- alone', 'Put --- on a line of its own; text that starts with --- inside the front matter must be in quotes.')
  }
  if (utf8Bytes(lines.slice(1, closing).join('\n')) > postLimits.frontMatterBytes) {
    return fileProblem(1, `The front matter is larger than ${postLimits.frontMatterBytes / 1024} KB`, 'Keep the front matter to the post fields; the article goes below the closing ---.')
  }
  return undefined
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length
}

/** The 1-based line and column of an offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}
