import { inboxUrl, type EnquiryRecord } from './record.ts'

/** Tells the firm about an enquiry; throws when it cannot. */
export type Notifier = (enquiry: EnquiryRecord) => Promise<void>

// Fixed, so nothing a visitor types can reach a mail header other than the validated Reply-To.
export const notificationSubject = 'New consultation request from the website'

/** Where the visit came from, one line per fact the form sent. */
function originLines(enquiry: EnquiryRecord): string[] {
  const utm = (['source', 'medium', 'campaign', 'term', 'content'] as const)
    .map((name) => [name, enquiry[`utm_${name}`]] as const)
    .filter(([, value]) => value)
    .map(([name, value]) => `utm_${name}=${value}`)
    .join(' ')
  const lines = [
    ['Sent from', enquiry.page_path],
    ['Landed on', enquiry.landing_path],
    ['Referred by', enquiry.referrer],
    ['Campaign', utm],
  ].filter(([, value]) => value)
  return lines.map(([label, value]) => `${`${label}:`.padEnd(12)} ${value}`)
}

/** The plain-text body of the notification; `siteUrl` adds a link to the enquiry in the inbox. */
export function notificationText(enquiry: EnquiryRecord, siteUrl?: string): string {
  const origin = originLines(enquiry)
  return [
    'A visitor has asked for a consultation.',
    '',
    `Name:    ${enquiry.name}`,
    `E-mail:  ${enquiry.email}`,
    `Company: ${enquiry.company}`,
    `Role:    ${enquiry.role ?? '(not given)'}`,
    `Phone:   ${enquiry.phone ?? '(not given)'}`,
    '',
    enquiry.message,
    '',
    ...(origin.length ? [...origin, ''] : []),
    'Reply to this e-mail to answer the visitor directly.',
    ...(siteUrl ? [`In the inbox: ${inboxUrl(siteUrl, enquiry.id)}`] : []),
  ].join('\n')
}

/**
 * Sends notifications through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email),
 * or another service speaking it at `apiUrl` (a local mail catcher, say).
 */
export function resendNotifier(options: {
  apiKey: string
  from: string
  to: string
  apiUrl?: string | undefined
  siteUrl?: string | undefined
  fetch?: typeof fetch
}): Notifier {
  const send = options.fetch ?? fetch
  const endpoint = `${(options.apiUrl ?? 'https://api.resend.com').replace(/\/+$/, '')}/emails`
  return async (enquiry) => {
    const response = await send(endpoint, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
        // Resend sends one e-mail per key within a day, so a try whose answer was lost is not sent twice.
        'idempotency-key': `enquiry-notification/${enquiry.id}`,
      },
      body: JSON.stringify({
        from: options.from,
        to: [options.to],
        reply_to: enquiry.email,
        subject: notificationSubject,
        text: notificationText(enquiry, options.siteUrl),
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok)
      throw new Error(`The e-mail service answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
}
