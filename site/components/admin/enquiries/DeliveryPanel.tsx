import Send from 'lucide-react/icons/send'
import {
  canSendAgain,
  handoffStanding,
  notificationStanding,
  type Enquiry,
  type SendStanding,
} from '@/lib/admin/enquiries/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Section } from './Section.tsx'

const copy = enquiryCopy.delivery

const tone = (standing: SendStanding) =>
  standing.kind === 'failed' || standing.kind === 'retrying'
    ? 'border-red-200 bg-red-50 text-red-900'
    : standing.kind === 'sent'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : 'border-slate-200 bg-slate-50 text-slate-800'

/** What became of the notification e-mail and the hand-off, and Send again when one failed or is due. */
export function DeliveryPanel({
  enquiry,
  sending,
  onSend,
}: {
  enquiry: Enquiry
  sending: boolean
  onSend: () => void
}) {
  const sends = [notificationStanding(enquiry), handoffStanding(enquiry)]
  const words = [copy.notification(sends[0]!), copy.handoff(sends[1]!)]
  return (
    <Section heading={copy.heading}>
      <ul className="space-y-2">
        {sends.map((standing, index) => (
          <li key={index} className={cn('rounded-lg border px-4 py-3', tone(standing))}>
            {words[index]}
          </li>
        ))}
      </ul>
      {canSendAgain(enquiry) && (
        <button
          type="button"
          onClick={onSend}
          disabled={sending}
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {sending ? copy.sending : copy.sendAgain}
        </button>
      )}
    </Section>
  )
}
