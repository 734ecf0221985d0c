import { describe, expect, it } from 'vitest'
import { dateAndTime } from '@/lib/admin/index.ts'
import { liveCopy as copy } from '@/copy/admin-live.ts'
import { describeLiveState } from './describe.ts'

const at = (instant: string) => dateAndTime(instant).time
const requested = '2026-12-14T09:50:10Z'

describe('describeLiveState', () => {
  it('says a live post is live, with no marker and nothing to retry', () => {
    expect(describeLiveState({ kind: 'live', shown: true })).toEqual({
      headline: 'Live',
      detail: copy.live.shown,
      tone: 'done',
      marker: null,
      retry: false,
    })
    expect(describeLiveState({ kind: 'live', shown: false })).toMatchObject({
      headline: 'Not on the site',
      marker: null,
    })
    expect(describeLiveState({ kind: 'unknown' })).toMatchObject({
      headline: 'Site status unknown',
      tone: 'unknown',
      marker: null,
      retry: false,
    })
  })

  it('gives the time a rebuild was requested in the editor’s own clock, and when a coalesced one starts if that is another minute', () => {
    const going = describeLiveState({
      kind: 'going-live',
      shown: true,
      by: 'request',
      requestedAt: requested,
      dispatchAt: requested,
    })
    expect(going).toEqual({
      headline: 'Going live',
      detail: copy.goingLive.shown(at(requested)),
      tone: 'pending',
      marker: 'Going live',
      retry: false,
    })
    expect(
      describeLiveState({
        kind: 'going-live',
        shown: true,
        by: 'request',
        requestedAt: requested,
        dispatchAt: '2026-12-14T09:50:40Z',
      }).detail,
    ).toBe(copy.goingLive.shown(at(requested)))
    expect(
      describeLiveState({
        kind: 'going-live',
        shown: true,
        by: 'request',
        requestedAt: requested,
        dispatchAt: '2026-12-14T09:51:05Z',
      }).detail,
    ).toBe(`${copy.goingLive.shown(at(requested))} ${copy.goingLive.later(at('2026-12-14T09:51:05Z'))}`)
    expect(
      describeLiveState({
        kind: 'going-live',
        shown: false,
        by: 'request',
        requestedAt: requested,
        dispatchAt: requested,
      }),
    ).toMatchObject({
      headline: 'Still on the site',
      detail: copy.goingLive.hidden(at(requested)),
      marker: 'Leaving the site',
    })
  })

  it('offers a retry for every reason a post is not yet live, and says the reason', () => {
    expect(
      describeLiveState({ kind: 'not-live', shown: true, reason: 'failed', message: 'GitHub refused (HTTP 401).' }),
    ).toEqual({
      headline: 'Not yet live',
      detail: 'The rebuild could not be requested. GitHub refused (HTTP 401).',
      tone: 'problem',
      marker: 'Not yet live',
      retry: true,
    })
    expect(describeLiveState({ kind: 'not-live', shown: false, reason: 'not-requested' })).toMatchObject({
      headline: 'Still on the site',
      detail: copy.notLive.notRequested.hidden,
      retry: true,
    })
    expect(describeLiveState({ kind: 'not-live', shown: true, reason: 'overdue', requestedAt: requested }).detail).toBe(
      copy.notLive.overdue(at(requested)),
    )
  })
})
