import { dateAndTime, rebuildTrouble, type LiveState } from '@/lib/admin/index.ts'
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

/** The words for a post's state on the site, for the writer who saved it, with the times in the browser's time zone. */
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
      if (state.reason === 'failed') {
        const { detail, retry } = troubleFor(state.message)
        return { headline, detail, tone: 'problem', marker, retry }
      }
      const detail =
        state.reason === 'overdue'
          ? copy.notLive.overdue(time(state.requestedAt))
          : copy.notLive.notRequested[state.shown ? 'shown' : 'hidden']
      return { headline, detail, tone: 'problem', marker, retry: true }
    }
  }
}

/**
 * A failed request for a rebuild as the writer can act on it. The failure is explained for whoever
 * runs the site (function secrets, tokens), which is no use to a writer; asking again cannot help
 * while rebuilds are not set up.
 */
function troubleFor(message: string): { detail: string; retry: boolean } {
  const trouble = rebuildTrouble(message)
  switch (trouble.kind) {
    case 'not-set-up':
      return { detail: copy.notLive.trouble.notSetUp, retry: false }
    case 'host-refused':
      return { detail: copy.notLive.trouble.hostRefused(trouble.status), retry: true }
    case 'try-again':
      return { detail: copy.notLive.trouble.tryAgain, retry: true }
    case 'sign-in':
      return { detail: copy.notLive.trouble.signIn, retry: false }
    case 'other':
      return { detail: copy.notLive.trouble.other, retry: true }
  }
}
