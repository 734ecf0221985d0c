/**
 * A value as --json output. JSON.stringify escapes C0 controls itself; DEL, C1 controls and the bidi
 * controls it leaves raw are escaped too, so stored text read on a terminal cannot rewrite it.
 */
export function jsonOutput(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** An instant as the CLI shows times: ISO 8601 in UTC, to the minute, e.g. 2026-12-14T09:30Z. */
export function utcMinute(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 16)}Z`
}
