/** An expected failure: what went wrong, what to do about it, and the exit code to end with. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    /** 1: the work failed; 2: the command was used wrongly. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message)
    this.name = 'CliError'
  }
}
