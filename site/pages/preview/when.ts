// Shown in the reader's own time zone: the page renders these only in the browser, after the link is read.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

/** 'November 8, 2025 at 9:00 AM', in the reader's time zone. */
export const longDateTime = (iso: string): string => dateTime.format(new Date(iso))
