import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { sendEnquiryNow, type DeliveryResult } from '@/lib/admin/enquiries/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'

const copy = enquiryCopy.delivery.result

/** Says in a toast how a send went: each of the notification and the hand-off, or why nothing was sent. */
export function announceDelivery(result: DeliveryResult): void {
  if (!result.ok) {
    toast.error(copy.failed, { description: result.message })
    return
  }
  const { notification, handoff } = result.answer
  const lines = [copy.notification(notification), copy.handoff(handoff)].filter((line) => line !== null)
  const description = lines.length > 0 ? lines.join(' ') : copy.nothing
  if ([notification, handoff].some((outcome) => outcome && !outcome.ok)) toast.warning(copy.failed, { description })
  else toast.success(copy.sent, { description })
}

/** Sends what of an enquiry's notification and hand-off is not yet done, says how it went, then calls `done`. */
export function useSendNow(client: PublicClient, id: string, done: () => void) {
  return useMutation({
    mutationFn: () => sendEnquiryNow(client, id),
    onSuccess: announceDelivery,
    onSettled: done,
  })
}
