import type { ReactNode } from 'react'
import { mailtoHref, telHref, type Enquiry } from '@/lib/admin/enquiries/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { Section } from './Section.tsx'

const link = 'text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** Terms and their values, two columns from sm up. */
export function Facts({ rows }: { rows: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Who sent the enquiry: name, company, role, and how to reach them (links only where they are safe). */
export function WhoSent({ enquiry }: { enquiry: Enquiry }) {
  const copy = enquiryCopy.who
  const mailto = mailtoHref(enquiry.email)
  const tel = enquiry.phone ? telHref(enquiry.phone) : null
  return (
    <Section heading={copy.heading}>
      <Facts
        rows={[
          [copy.name, enquiry.name],
          [copy.company, enquiry.company],
          [copy.role, enquiry.role || copy.none],
          [
            copy.email,
            mailto ? (
              <a href={mailto} className={link}>
                {enquiry.email}
              </a>
            ) : (
              enquiry.email
            ),
          ],
          [
            copy.phone,
            !enquiry.phone ? (
              copy.none
            ) : tel ? (
              <a href={tel} className={link}>
                {enquiry.phone}
              </a>
            ) : (
              enquiry.phone
            ),
          ],
        ]}
      />
    </Section>
  )
}

/** The message exactly as sent: text, never markup, its line breaks and spacing kept. */
export function Message({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Section heading={enquiryCopy.message}>
      <p className="whitespace-pre-wrap break-words text-ink">{enquiry.message}</p>
    </Section>
  )
}

const utm = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Where the visit came from, as the form recorded it; every value shown as text, none as a link. */
export function Origin({ enquiry }: { enquiry: Enquiry }) {
  const copy = enquiryCopy.origin
  const rows: [string, string | null][] = [
    [copy.page, enquiry.page_path],
    [copy.landing, enquiry.landing_path],
    [copy.referrer, enquiry.referrer],
    ...utm.map((key): [string, string | null] => [key, enquiry[key]]),
  ]
  const recorded = rows.filter((row): row is [string, string] => Boolean(row[1]))
  return (
    <Section heading={copy.heading}>
      {recorded.length === 0 ? <p className="text-slate-700">{copy.none}</p> : <Facts rows={recorded} />}
    </Section>
  )
}
