import { dateAndTime, type LiveState } from '@/lib/admin/index.ts'
import { liveCopy as copy } from '@/copy/admin-live.ts'

/** How a state looks: fine, on its way, or in need of someone. Each has its own words; the colour only repeats them. */
export type Tone = 'done' | 'pending' | 'problem' | 'unknown'

export interface LiveDescription {
  headline: string
  detail: string
  tone: Tone
  /** The list's short marker; null where the site already agrees or the state is not known. */
  marker: string | null
  /** Whether asking for a rebuild again could help. */
  retry: boolean
}

// Times are the editor's own: staff read them where they are.
const time = (instant: string) => dateAndTime(instant).time

/** The words for a post's state on the site, with the times in the browser's time zone. */
export function describeLiveState(state: LiveState): LiveDescription {
  switch (state.kind) {
    case 'unknown':
      return { headline: copy.headlines.unknown, detail: copy.unknown, tone: 'unknown', marker: null, retry: false }
    case 'live':
      return {
        headline: state.shown ? copy.headlines.live : copy.headlines.offSite,
        detail: state.shown ? copy.live.shown : copy.live.hidden,
        tone: 'done',
        marker: null,
        retry: false,
      }
    case 'scheduled':
      return { headline: copy.headlines.scheduled, detail: copy.scheduled, tone: 'done', marker: null, retry: false }
    case 'going-live': {
      const headline = state.shown ? copy.headlines.goingLive : copy.headlines.stillOnSite
      const marker = state.shown ? copy.markers.goingLive : copy.markers.leaving
      if (state.by === 'schedule')
        return {
          headline,
          detail: copy.goingLive.bySchedule(time(state.publishAt)),
          tone: 'pending',
          marker,
          retry: false,
        }
      const requested = (state.shown ? copy.goingLive.shown : copy.goingLive.hidden)(time(state.requestedAt))
      // A coalesced request waits for the dispatch a window after the last: say so when that is another minute.
      const later =
        time(state.dispatchAt) !== time(state.requestedAt) ? ` ${copy.goingLive.later(time(state.dispatchAt))}` : ''
      return { headline, detail: requested + later, tone: 'pending', marker, retry: false }
    }
    case 'not-live': {
      const headline = state.shown ? copy.headlines.notLive : copy.headlines.stillOnSite
      const marker = state.shown ? copy.markers.notLive : copy.markers.stillOnSite
      const detail =
        state.reason === 'failed'
          ? copy.notLive.failed(state.message)
          : state.reason === 'overdue'
            ? copy.notLive.overdue(time(state.requestedAt))
            : copy.notLive.notRequested[state.shown ? 'shown' : 'hidden']
      return { headline, detail, tone: 'problem', marker, retry: true }
    }
  }
}
