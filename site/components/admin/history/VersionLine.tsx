import { dateAndTime, versionChanges, type HistoryVersion } from '@/lib/admin/index.ts'
import { historyCopy as copy } from '@/copy/admin-history.ts'
import { buttonVariants } from '../../ui/button.tsx'

/** What a version did, in a few words: created, deleted, or the fields it changed. */
export function versionSummary(version: HistoryVersion, earlier: HistoryVersion | undefined): string {
  return version.operation === 'update'
    ? copy.changed(versionChanges(version, earlier))
    : copy.operations[version.operation]
}

/** One version in the History panel: its number, when, who and from where, what it changed, and Compare. */
export function VersionLine({
  version,
  earlier,
  timeZone,
  onOpen,
}: {
  version: HistoryVersion
  earlier: HistoryVersion | undefined
  timeZone: string
  onOpen: () => void
}) {
  const { date, time } = dateAndTime(version.recordedAt, timeZone)
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          {copy.version(version.version)}{' '}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
            {copy.channels[version.channel]}
          </span>
        </p>
        <p className="text-slate-700">
          <time dateTime={version.recordedAt}>{copy.when(date, time)}</time> {copy.by(version.actor)}
        </p>
        <p className="break-words text-slate-700">{versionSummary(version, earlier)}</p>
      </div>
      <button
        type="button"
        onClick={onOpen}
        aria-label={copy.panel.openLabel(version.version)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {copy.panel.open}
      </button>
    </div>
  )
}
