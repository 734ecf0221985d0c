import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { loadLeadSources, sourcePeriods, type SourceCount, type SourcePeriod } from '@/lib/admin/enquiries/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { sourcesCopy as copy } from '@/copy/admin-enquiries.ts'
import { ToggleButtons } from '../ToggleButtons.tsx'
import { BackToInbox } from './BackToInbox.tsx'
import { inboxKeys } from './queries.ts'

/** One count table: a caption, a header row, one row each, most first. */
function CountTable({
  caption,
  keyHeading,
  rows,
  keyLabel,
}: {
  caption: string
  keyHeading: string
  rows: SourceCount[]
  keyLabel: (key: string | null) => string
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left text-xl font-semibold text-ink">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-slate-700">
          <th scope="col" className="py-2 pr-4 font-medium">
            {keyHeading}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {copy.byLanding.count}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key ?? ''} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-normal break-all text-ink">
              {keyLabel(row.key)}
            </th>
            <td className="py-2 text-right tabular-nums text-ink">{row.count.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Where leads come from: the last 30 or 90 days' enquiries by landing page and by article. */
export function SourcesScreen() {
  const client = browserClient()
  const [days, setDays] = useState<SourcePeriod>(30)
  const sources = useQuery({
    queryKey: inboxKeys.sources(days),
    queryFn: () => loadLeadSources(client, days),
  })
  const data = sources.data
  return (
    <>
      <BackToInbox />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.lead}</p>
      <ToggleButtons
        className="mt-6"
        label={copy.period.label}
        options={sourcePeriods.map((period) => ({ value: String(period), label: copy.period.days(period) }))}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as SourcePeriod)}
      />
      <div role="status" className="mt-4 min-h-6 text-slate-700">
        {sources.isPending && copy.loading}
        {sources.isError && <span className="font-medium text-red-800">{copy.failed}</span>}
        {data && `${copy.counted(data.counted, days)} ${copy.awaitingReview(data.awaitingReview)}`}
      </div>
      {data && data.counted === 0 && <p className="mt-6 text-lg text-slate-700">{copy.empty}</p>}
      {data && data.counted > 0 && (
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <CountTable
            caption={copy.byLanding.caption}
            keyHeading={copy.byLanding.key}
            rows={data.byLanding}
            keyLabel={(key) => key ?? copy.byLanding.none}
          />
          <CountTable
            caption={copy.byArticle.caption}
            keyHeading={copy.byArticle.key}
            rows={data.byArticle}
            keyLabel={(key) => `/insights/${key ?? ''}`}
          />
        </div>
      )}
    </>
  )
}
