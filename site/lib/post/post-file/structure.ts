// The shape of a post file before any YAML or Markdown is read: its size and its --- lines.
import { postLimits } from '../limits.ts'
import type { Position, PostProblem } from '../types.ts'

/** A post file cut at its --- lines. */
export interface PostFileParts {
  /** The YAML between the --- lines, from just after the opening ---, so that its line 1 is the file's line 1. */
  frontMatter: string
  /** The Markdown after the closing --- line. */
  markdown: string
  /** Where the Markdown starts in the file. */
  markdownStart: Position
}

const DELIMITER = /^---[ \t]*\r?$/

const fileProblem = (line: number, message: string, hint: string): PostProblem => ({
  line,
  column: 1,
  field: 'file',
  message,
  hint,
})

/**
 * Cuts a post file into its front matter and its Markdown, ignoring a byte-order mark and reading
 * \n and \r\n line endings alike; or gives the problem that stops the file from being read at all
 * (too big, front matter missing or unclosed).
 */
export function splitPostFile(
  source: string,
): { ok: true; parts: PostFileParts } | { ok: false; problem: PostProblem } {
  const text = source.replace(/^\uFEFF/, '')
  // A UTF-8 byte count is never below the UTF-16 length, so huge input is refused before it is encoded.
  if (text.length > postLimits.fileBytes || utf8Bytes(text) > postLimits.fileBytes) {
    return {
      ok: false,
      problem: fileProblem(
        1,
        `The file is larger than ${postLimits.fileBytes / 1024} KB`,
        'Split the article into a series of posts, and keep images as separate files under content/images/.',
      ),
    }
  }
  const lines = text.split('\n')
  if (!DELIMITER.test(lines[0]!)) {
    return {
      ok: false,
      problem: fileProblem(
        1,
        'The file does not start with front matter',
        'Make the first line ---, then the fields (title:, slug:, excerpt: …), then another --- line.',
      ),
    }
  }
  // The first line that starts with --- ends the front matter, and must be --- alone: a typo such as
  // "----" or "--- x" is refused rather than misread as the end of the fields or as one of them.
  const closing = lines.findIndex((line, index) => index > 0 && line.startsWith('---'))
  if (closing === -1)
    return {
      ok: false,
      problem: fileProblem(1, 'The front matter is never closed', 'Add a line with only --- after the last field.'),
    }
  if (!DELIMITER.test(lines[closing]!)) {
    return {
      ok: false,
      problem: fileProblem(
        closing + 1,
        'The line that closes the front matter must be --- alone',
        'Put --- on a line of its own; text that starts with --- inside the front matter must be in quotes.',
      ),
    }
  }
  if (utf8Bytes(lines.slice(1, closing).join('\n')) > postLimits.frontMatterBytes) {
    return {
      ok: false,
      problem: fileProblem(
        1,
        `The front matter is larger than ${postLimits.frontMatterBytes / 1024} KB`,
        'Keep the front matter to the post fields; the article goes below the closing ---.',
      ),
    }
  }
  const closingStart = lines.slice(0, closing).join('\n').length + 1
  // The Markdown starts after the closing --- and its line ending; spaces or tabs after the --- stay, as they are on that line.
  const markdown = text.slice(closingStart + 3).replace(/^\r?\n?/, '')
  return {
    ok: true,
    parts: {
      frontMatter: text.slice(3, closingStart - 1),
      markdown,
      markdownStart: positionAt(text, text.length - markdown.length),
    },
  }
}

function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}
