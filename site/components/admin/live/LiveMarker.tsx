import type { LiveState } from '@/lib/admin/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { liveCopy as copy } from '@/copy/admin-live.ts'
import { describeLiveState } from './describe.ts'

/** The list's short word for a post the public site does not show as saved yet; nothing when it does, or when that is unknown. */
export function LiveMarker({ state, className }: { state: LiveState | undefined; className?: string }) {
  const described = state && describeLiveState(state)
  if (!described?.marker) return null
  return (
    <span
      title={described.detail}
      className={cn(
        className,
        described.tone === 'problem'
          ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-300'
          : 'bg-sky-50 text-sky-900 ring-1 ring-sky-300',
      )}
    >
      <span className="sr-only">{copy.label}: </span>
      {described.marker}
    </span>
  )
}
