// Without a timeZone, Intl uses the browser's: staff read times where they are.
const day = { day: 'numeric', month: 'short', year: 'numeric' } as const
const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/** An instant as a date and time in a time zone (the browser's by default), e.g. "14 Dec 2026, 09:30". */
export function formatDateTime(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { ...day, ...clock, timeZone }).format(new Date(instant))
}

/** An instant's date and time apart, in a time zone (the browser's by default): { date: "14 Dec 2026", time: "09:30" }. */
export function dateAndTime(instant: string, timeZone?: string): { date: string; time: string } {
  const when = new Date(instant)
  return {
    date: new Intl.DateTimeFormat('en-GB', { ...day, timeZone }).format(when),
    time: new Intl.DateTimeFormat('en-GB', { ...clock, timeZone }).format(when),
  }
}

/** The browser's time zone, by its IANA name (e.g. Europe/London). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}
