const units = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const

/** How long ago (or ahead) an instant is, in words: "5 minutes ago", "yesterday", "now". */
export function timeAgo(instant: string, now: Date = new Date()): string {
  const seconds = (new Date(instant).getTime() - now.getTime()) / 1000
  const words = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' })
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return words.format(Math.trunc(seconds / size), unit)
  return words.format(0, 'second')
}
