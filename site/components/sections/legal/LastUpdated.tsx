// Legal pages are dated the British way ('13 October 2025'); UTC keeps the day from shifting with the build machine's zone.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The date a legal document last changed, readable by people and machines. */
export function LastUpdated({ label, date }: { label: string; date: string }) {
  return (
    <p className="mt-6 text-base font-medium text-slate-700">
      {label} <time dateTime={date}>{longDate.format(new Date(`${date}T00:00:00Z`))}</time>
    </p>
  )
}
