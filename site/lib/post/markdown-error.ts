import type { Position } from './types.ts'

/** A Markdown construct the post format refuses, with where it is (1-based, in the Markdown) and how to fix it. */
export class MarkdownError extends Error implements Position {
  override readonly name = 'MarkdownError'
  readonly line: number
  readonly column: number
  readonly hint: string

  constructor(position: Position, message: string, hint: string) {
    super(message)
    this.line = position.line
    this.column = position.column
    this.hint = hint
  }
}
