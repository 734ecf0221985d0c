import type { EnquiryEvent } from './enquiry.ts'

/** Who did something to an enquiry: the signed-in staff member, another staff member, or the site itself. */
export type EventActor = 'you' | 'staff' | 'site'

/** Who an event's actor is, seen by the staff member with id `me` (staff cannot read each other's addresses). */
export function eventActor(event: Pick<EnquiryEvent, 'actor'>, me: string | null): EventActor {
  if (event.actor === null) return 'site'
  return event.actor === me ? 'you' : 'staff'
}

/** A text field of an event's detail ({"from": …, "to": …} or {"error": …}), or null. */
export function detailText(event: Pick<EnquiryEvent, 'detail'>, key: 'from' | 'to' | 'error'): string | null {
  const { detail } = event
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return null
  const value = detail[key]
  return typeof value === 'string' ? value : null
}
