import { awaitsReview, type Enquiry } from '@/lib/admin/enquiries/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'

const copy = enquiryCopy.review

/**
 * For an enquiry that looks automated and nobody has reviewed: why, and the two decisions. For one
 * marked as spam, that it is. Nothing for any other.
 */
export function ReviewPanel({
  enquiry,
  busy,
  onReview,
}: {
  enquiry: Enquiry
  busy: boolean
  onReview: (review: 'genuine' | 'spam') => void
}) {
  if (enquiry.review === 'spam')
    return <p className="rounded-xl border border-slate-300 bg-slate-100 px-6 py-4 text-slate-800">{copy.isSpam}</p>
  if (!enquiry.flagged_reason || !awaitsReview(enquiry)) return null
  return (
    <section aria-labelledby="review-heading" className="rounded-xl border border-orange-200 bg-orange-50 px-6 py-5">
      <h2 id="review-heading" className="text-lg font-semibold text-orange-950">
        {copy.heading}
      </h2>
      <p className="mt-2 text-orange-950">{copy.lead(enquiry.flagged_reason)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => onReview('genuine')}
          className={buttonVariants({ size: 'sm' })}
        >
          {busy ? copy.busy : copy.genuine}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onReview('spam')}
          className={buttonVariants({
            variant: 'secondary',
            size: 'sm',
            className: 'border-red-300 text-red-800 hover:bg-red-50',
          })}
        >
          {copy.spam}
        </button>
      </div>
    </section>
  )
}
