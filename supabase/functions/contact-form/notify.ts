import type { Enquiry } from './fields.ts'

/** Tells the firm about a new enquiry; throws when it cannot. */
export type Notifier = (enquiry: Enquiry) => Promise<void>

// Fixed, so nothing a visitor types can reach a mail header other than the validated Reply-To.
export const notificationSubject = 'New consultation request from the website'

/** The plain-text body of the notification. */
export function notificationText(enquiry: Enquiry): string {
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
    'Reply to this e-mail to answer the visitor directly.',
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
  fetch?: typeof fetch
}): Notifier {
  const send = options.fetch ?? fetch
  const endpoint = `${(options.apiUrl ?? 'https://api.resend.com').replace(/\/+$/, '')}/emails`
  return async (enquiry) => {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: options.from,
        to: [options.to],
        reply_to: enquiry.email,
        subject: notificationSubject,
        text: notificationText(enquiry),
      }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok)
      throw new Error(`The e-mail service answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
}
