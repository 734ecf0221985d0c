import type { SupabaseClient } from '@supabase/supabase-js'
import { deliveryColumns, type Channel, type DeliveryState, type DeliveryStore } from './deliver.ts'
import { recordColumns, type EnquiryRecord } from './record.ts'

/** An enquiry with where each of its deliveries stands, and whether it may be sent on at all. */
export interface EnquiryDeliveries {
  enquiry: EnquiryRecord
  /** Not flagged as possible automation, or flagged and found genuine by staff. */
  genuine: boolean
  state: Record<Channel, DeliveryState>
}

interface DeliveryRow extends EnquiryRecord {
  flagged_reason: string | null
  review: string | null
  notified_at: string | null
  notification_attempts: number
  notification_due_at: string | null
  handed_off_at: string | null
  handoff_attempts: number
  handoff_due_at: string | null
}

const deliveryRowColumns = `${recordColumns}, flagged_reason, review, notified_at, notification_attempts, notification_due_at, handed_off_at, handoff_attempts, handoff_due_at`

/** Only these are ever sent on: a flagged enquiry waits for staff to find it genuine. */
export const genuineFilter = 'flagged_reason.is.null,review.eq.genuine'

const fail = (what: string, error: { message: string }) => new Error(`Could not ${what}: ${error.message}`)

function deliveriesOf(row: DeliveryRow): EnquiryDeliveries {
  const {
    flagged_reason,
    review,
    notified_at,
    notification_attempts,
    notification_due_at,
    handed_off_at,
    handoff_attempts,
    handoff_due_at,
    ...enquiry
  } = row
  return {
    enquiry,
    genuine: flagged_reason === null || review === 'genuine',
    state: {
      notification: { attempts: notification_attempts, dueAt: notification_due_at, doneAt: notified_at },
      handoff: { attempts: handoff_attempts, dueAt: handoff_due_at, doneAt: handed_off_at },
    },
  }
}

/** Deliveries on the project's database, through supabase-js with the secret (service role) key. */
export function supabaseDeliveries(client: SupabaseClient) {
  const enquiries = () => client.from('contact_enquiries')
  const store: DeliveryStore = {
    async claim(id, channel, seen, leaseUntil) {
      const column = deliveryColumns[channel]
      const update = enquiries()
        .update({ [column.due]: leaseUntil.toISOString() })
        .eq('id', id)
        .eq(column.attempts, seen.attempts)
        .is(column.done, null)
      const { data, error } = await (
        seen.dueAt === null ? update.is(column.due, null) : update.eq(column.due, seen.dueAt)
      ).select('id')
      if (error) throw fail(`take the enquiry's ${channel} for sending`, error)
      return data.length === 1
    },
    async record(id, channel, attemptsBefore, outcome) {
      const column = deliveryColumns[channel]
      const update =
        'sentAt' in outcome
          ? { [column.done]: outcome.sentAt.toISOString(), [column.error]: null, [column.due]: null }
          : { [column.error]: outcome.error, [column.due]: outcome.nextAttemptAt?.toISOString() ?? null }
      // The count moves on only from the value this sender read, so two senders never count one try twice.
      const { error } = await enquiries()
        .update({ ...update, [column.attempts]: attemptsBefore + 1 })
        .eq('id', id)
        .eq(column.attempts, attemptsBefore)
      if (error) throw fail(`record the enquiry's ${channel}`, error)
    },
  }
  return {
    store,
    /** One enquiry and its deliveries; undefined when there is none with that id. */
    async find(id: string): Promise<EnquiryDeliveries | undefined> {
      const { data, error } = await enquiries().select(deliveryRowColumns).eq('id', id).maybeSingle()
      if (error) throw fail('read the enquiry', error)
      return data ? deliveriesOf(data as unknown as DeliveryRow) : undefined
    },
    /** Genuine enquiries whose delivery on a channel is due at `now`, the longest waiting first. */
    async due(channel: Channel, now: Date, limit: number): Promise<EnquiryDeliveries[]> {
      const column = deliveryColumns[channel]
      const { data, error } = await enquiries()
        .select(deliveryRowColumns)
        .lte(column.due, now.toISOString())
        .is(column.done, null)
        .or(genuineFilter)
        .order(column.due, { ascending: true })
        .limit(limit)
      if (error) throw fail(`list the ${channel}s that are due`, error)
      return (data as unknown as DeliveryRow[]).map(deliveriesOf)
    },
  }
}
