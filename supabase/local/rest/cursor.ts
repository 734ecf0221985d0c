import { parseError, type RestError } from './errors.ts'

/** A position in one query-parameter value, for the small recursive-descent parsers of this folder. */
export class Cursor {
  position = 0

  constructor(
    readonly text: string,
    /** What is being parsed, as PostgREST names it in its error message ("filter", "select parameter"…). */
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.text.length
  }

  /** The unread text. */
  get rest(): string {
    return this.text.slice(this.position)
  }

  /** Whether the unread text starts with `token`. */
  sees(token: string): boolean {
    return this.text.startsWith(token, this.position)
  }

  /** Consumes `token` when the unread text starts with it. */
  eat(token: string): boolean {
    if (!this.sees(token)) return false
    this.position += token.length
    return true
  }

  /** Consumes `token` or fails. */
  expect(token: string): void {
    if (!this.eat(token)) throw this.fail(`expecting "${token}"`)
  }

  /** Consumes and returns the longest run of characters matching `pattern` (a one-character class). */
  take(pattern: RegExp): string {
    const start = this.position
    while (!this.done && pattern.test(this.text.charAt(this.position))) this.position++
    return this.text.slice(start, this.position)
  }

  /** Fails unless everything has been read. */
  end(): void {
    if (!this.done) throw this.fail('expecting end of input')
  }

  /** A PGRST100 error at the current position. */
  fail(expectation: string): RestError {
    const found = this.done ? 'end of input' : `"${this.text.charAt(this.position)}"`
    return parseError(this.what, this.text, this.position, `unexpected ${found} ${expectation}`)
  }
}
