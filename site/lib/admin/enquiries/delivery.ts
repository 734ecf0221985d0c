import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js'
import type {
  DeliveryAnswer,
  DeliveryRefused,
  SendOutcome,
} from '../../../../supabase/functions/enquiry-delivery/contract.ts'
import type { PublicClient } from '../../supabase/index.ts'

export type { DeliveryAnswer, SendOutcome }

export type DeliveryResult = { ok: true; answer: DeliveryAnswer } | { ok: false; message: string }

const messages = {
  notDeployed:
    'The backend has no enquiry-delivery function yet: deploy it with `supabase functions deploy enquiry-delivery`.',
  signedOut: 'Your sign-in has ended. Sign in again, then send once more.',
  unreachable: 'The backend could not be reached. Check your connection and try again.',
  status: (status: number) => `The backend answered HTTP ${status}. Try again in a moment.`,
  unreadable: 'The backend answered, but not with what was sent. Reload the enquiry to see where it stands.',
} as const

// The answer is read, not trusted: a send is sent, or failed with a reason.
const outcome = (value: unknown): value is SendOutcome | null => {
  if (value === null) return true
  if (typeof value !== 'object') return false
  const send = value as Partial<Record<'ok' | 'error', unknown>>
  return send.ok === true || (send.ok === false && typeof send.error === 'string')
}

/**
 * Sends now, through the enquiry-delivery function and as the signed-in staff member, whatever of an
 * enquiry's notification e-mail and hand-off is not yet done, and says how each went.
 */
export async function sendEnquiryNow(client: PublicClient, id: string): Promise<DeliveryResult> {
  const { data, error } = await client.functions.invoke<unknown>('enquiry-delivery', { body: { enquiry: id } })
  if (!error) {
    const answer = data as Partial<Record<keyof DeliveryAnswer, unknown>> | null
    if (answer && outcome(answer.notification) && outcome(answer.handoff))
      return { ok: true, answer: { enquiry: id, notification: answer.notification, handoff: answer.handoff } }
    return { ok: false, message: messages.unreadable }
  }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    if (response.status === 404 && !(await refusal(response))) return { ok: false, message: messages.notDeployed }
    if (response.status === 401) return { ok: false, message: messages.signedOut }
    return { ok: false, message: (await refusal(response)) ?? messages.status(response.status) }
  }
  return { ok: false, message: error instanceof FunctionsFetchError ? messages.unreachable : error.message }
}

/** The function's own words for a refusal (`{ "error": "…" }`), when it gave any. */
async function refusal(response: Response): Promise<string | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<Record<keyof DeliveryRefused, unknown>> | null
  return typeof body?.error === 'string' ? body.error : null
}
