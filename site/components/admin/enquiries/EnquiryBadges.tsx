import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { awaitsReview, notificationStanding, type ListedEnquiry } from '@/lib/admin/enquiries/index.ts'
import type { EnquiryStatus } from '@/lib/supabase/database.types.ts'
import { cn } from '@/lib/ui/cn.ts'
import { inboxCopy as copy } from '@/copy/admin-enquiries.ts'

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'
const statusTone: Record<EnquiryStatus, string> = {
  new: 'bg-sky-50 text-sky-900',
  in_progress: 'bg-amber-50 text-amber-900',
  closed: 'bg-slate-100 text-slate-800',
}

/** Where an enquiry stands, whether it looks automated or is spam, and a warning when its notification failed. */
export function EnquiryBadges({ enquiry }: { enquiry: ListedEnquiry }) {
  const notification = notificationStanding(enquiry)
  return (
    <>
      {enquiry.review === 'spam' ? (
        <span className={cn(badge, 'bg-slate-100 text-slate-800')}>{copy.spam}</span>
      ) : (
        <span className={cn(badge, statusTone[enquiry.status])}>{copy.statusNames[enquiry.status]}</span>
      )}
      {awaitsReview(enquiry) && <span className={cn(badge, 'bg-orange-50 text-orange-900')}>{copy.flagged}</span>}
      {enquiry.flagged_reason && enquiry.review === 'genuine' && (
        <span className={cn(badge, 'bg-emerald-50 text-emerald-800')}>{copy.genuine}</span>
      )}
      {(notification.kind === 'failed' || notification.kind === 'retrying') && (
        <span className={cn(badge, 'bg-red-50 text-red-800')}>
          <TriangleAlert aria-hidden="true" className="h-3.5 w-3.5" />
          {copy.notificationFailed}
        </span>
      )}
    </>
  )
}
