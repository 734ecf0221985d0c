// The editor's "Publish at" field holds a wall-clock time in the editor's time zone, as an
// <input type="datetime-local"> gives it (2026-12-14T09:30); the row stores the instant in UTC.

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

export type PublishAtResult = { ok: true; instant: string | null } | { ok: false; message: string }

const formatters = new Map<string, Intl.DateTimeFormat>()
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock time an instant shows in a time zone, as milliseconds of the same reading in UTC. */
function wallTime(instant: number, timeZone: string): number {
  const part = Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  )
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!)
}

/** The field's value for a stored published_at: its wall-clock minute in the time zone, or '' when there is none. */
export function publishAtInput(instant: string | null, timeZone: string): string {
  if (instant === null) return ''
  return new Date(wallTime(Date.parse(instant), timeZone)).toISOString().slice(0, 16)
}

/**
 * The instant (ISO 8601, UTC) the field's value names in the time zone; null when the field is
 * empty. Refuses what is not a date and time, a date that does not exist, and a time the clocks
 * skip when they go forward.
 */
export function publishAtInstant(value: string, timeZone: string): PublishAtResult {
  if (value.trim() === '') return { ok: true, instant: null }
  const match = INPUT.exec(value.trim())
  if (!match)
    return {
      ok: false,
      message: 'Publish at must be a date and a time, e.g. 14/12/2026 09:30: finish it, or clear it to publish now',
    }
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const read = new Date(wall)
  if (read.getUTCMonth() !== month - 1 || read.getUTCDate() !== day || hour > 23 || minute > 59)
    return { ok: false, message: `Publish at is not a real date and time (${value}): check the day and the time` }
  // The zone's offset at the wall time, then at the instant found, covers a change of offset between the two.
  let instant = wall - (wallTime(wall, timeZone) - wall)
  instant = wall - (wallTime(instant, timeZone) - instant)
  if (wallTime(instant, timeZone) !== wall)
    return {
      ok: false,
      message: `Publish at ${value.replace('T', ' ')} does not exist in ${timeZone}: the clocks go forward then. Choose another time`,
    }
  return { ok: true, instant: new Date(instant).toISOString() }
}

/**
 * The instant the field's value names when it is still ahead of `now`, so publishing schedules the
 * post; null when it is empty, not a time, or already come (publishing then puts the post out now).
 * `now` is the site's clock, not the writer's: the backend decides when a post goes live.
 */
export function publishAtAhead(value: string, timeZone: string, now: Date): string | null {
  const chosen = publishAtInstant(value, timeZone)
  return chosen.ok && chosen.instant !== null && Date.parse(chosen.instant) > now.getTime() ? chosen.instant : null
}
