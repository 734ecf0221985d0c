import type { Channel, Sender } from './deliver.ts'
import { resendNotifier } from './notify.ts'
import { webhookHandOff, webhookTarget } from './webhook.ts'

/** What a function reads from its runtime to send enquiries on. */
export interface SenderEnvironment {
  get(name: string): string | undefined
  fetch?: typeof fetch
}

/** The site's own address: where links to the inbox point. */
export function siteUrlOf(environment: SenderEnvironment): { siteUrl: string; origins: string[] } {
  const origins = (environment.get('SITE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return { siteUrl: environment.get('SITE_URL') || origins[0] || 'http://127.0.0.1:3000', origins }
}

/**
 * The deliveries set up in the function secrets: the e-mail (RESEND_API_KEY, CONTACT_NOTIFY_FROM and
 * CONTACT_NOTIFY_TO) and the signed webhook (ENQUIRY_WEBHOOK_URL and ENQUIRY_WEBHOOK_SECRET). One
 * half set up is logged and left off; enquiries are still taken.
 */
export function configuredSenders(
  environment: SenderEnvironment,
  log: (message: string) => void = (message) => console.error(`[enquiries] ${message}`),
): Partial<Record<Channel, Sender>> {
  const { siteUrl } = siteUrlOf(environment)
  const get = (name: string) => environment.get(name)?.trim() || undefined
  const senders: Partial<Record<Channel, Sender>> = {}
  const [apiKey, from, to] = ['RESEND_API_KEY', 'CONTACT_NOTIFY_FROM', 'CONTACT_NOTIFY_TO'].map(get)
  if (apiKey && from && to)
    senders.notification = resendNotifier({
      apiKey,
      from,
      to,
      apiUrl: get('RESEND_API_URL'),
      siteUrl,
      fetch: environment.fetch,
    })
  const [url, secret] = ['ENQUIRY_WEBHOOK_URL', 'ENQUIRY_WEBHOOK_SECRET'].map(get)
  if (url || secret) {
    const target = url ? webhookTarget(url) : { problem: 'ENQUIRY_WEBHOOK_URL is not set.' }
    if ('problem' in target) log(`The hand-off webhook is off: ${target.problem}`)
    else if (!secret) log('The hand-off webhook is off: ENQUIRY_WEBHOOK_SECRET is not set.')
    else senders.handoff = webhookHandOff({ url: target.url, secret, siteUrl, fetch: environment.fetch })
  }
  return senders
}
