import CircleCheck from 'lucide-react/icons/circle-check'
import CircleHelp from 'lucide-react/icons/circle-question-mark'
import Clock from 'lucide-react/icons/clock'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point'
import { useId } from 'react'
import type { LiveState } from '@/lib/admin/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { liveCopy as copy } from '@/copy/admin-live.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { describeLiveState, type Tone } from './describe.ts'

const tones: Record<Tone, string> = {
  done: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  pending: 'border-sky-300 bg-sky-50 text-sky-900',
  problem: 'border-amber-300 bg-amber-50 text-amber-900',
  unknown: 'border-slate-300 bg-slate-50 text-slate-800',
}
const icons = { done: CircleCheck, pending: Clock, problem: TriangleAlert, unknown: CircleHelp } satisfies Record<
  Tone,
  unknown
>

/**
 * Whether visitors see what the editor shows: live, going live, or not yet live and why, with a
 * button to ask for the rebuild again where that can help. Screen readers hear each change once.
 */
export function LiveStatus({
  state,
  requesting,
  onRequest,
}: {
  state: LiveState | undefined
  requesting: boolean
  onRequest: () => void
}) {
  const id = useId()
  // While a request is on its way, what the site showed before it is no longer news.
  const described = state && !requesting ? describeLiveState(state) : undefined
  const tone = requesting ? 'pending' : (described?.tone ?? 'unknown')
  const Icon = icons[tone]
  return (
    <section
      aria-labelledby={`${id}-label`}
      className={cn('mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border px-4 py-3', tones[tone])}
    >
      <div className="min-w-0 flex-1 basis-64">
        <p id={`${id}-label`} className="text-xs font-semibold tracking-wide uppercase">
          {copy.label}
        </p>
        <p role="status" aria-live="polite" aria-atomic="true" className="mt-1 flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span className="min-w-0 break-words">
            {described ? (
              <>
                <strong className="font-semibold">{described.headline}:</strong> {described.detail}
              </>
            ) : requesting ? (
              copy.requestingStatus
            ) : (
              copy.checking
            )}
          </span>
        </p>
      </div>
      {(described?.retry || requesting) && (
        <button
          type="button"
          onClick={onRequest}
          disabled={requesting}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <RefreshCw aria-hidden="true" className={cn('h-4 w-4', requesting && 'motion-safe:animate-spin')} />
          {requesting ? copy.requesting : copy.retry}
        </button>
      )}
    </section>
  )
}
