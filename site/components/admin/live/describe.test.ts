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

  it('offers a retry where asking again can help, and says the reason', () => {
    expect(
      describeLiveState({
        kind: 'not-live',
        shown: true,
        reason: 'failed',
        message: 'GitHub refused to start the deploy of axon/website (HTTP 401). Check that the function secret…',
      }),
    ).toEqual({
      headline: 'Not yet live',
      detail: copy.notLive.trouble.hostRefused(401),
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

  it('tells a writer what a failure means for them, never how to configure the backend', () => {
    const notSetUp =
      'Rebuilds are not set up: set the function secrets REBUILD_GITHUB_REPOSITORY and REBUILD_GITHUB_TOKEN (or REBUILD_HOOK_URL, for a host with a deploy hook) with `supabase secrets set`.'
    const described = describeLiveState({ kind: 'not-live', shown: true, reason: 'failed', message: notSetUp })
    expect(described).toEqual({
      headline: 'Not yet live',
      detail: copy.notLive.trouble.notSetUp,
      tone: 'problem',
      marker: 'Not yet live',
      retry: false,
    })
    expect(described.detail).toMatch(/^Publishing works, but the site does not rebuild by itself yet/)
    const operatorWords = /supabase|secret|REBUILD_|workflow|token|deploy it/i
    const failures = [
      notSetUp,
      'The deploy hook at hooks.example.com refused the rebuild (HTTP 500). Check the function secret REBUILD_HOOK_URL.',
      'The backend has no request-rebuild function yet: deploy it with `supabase functions deploy request-rebuild`.',
      'Something nobody expected.',
    ]
    for (const message of failures)
      for (const shown of [true, false])
        expect(describeLiveState({ kind: 'not-live', shown, reason: 'failed', message }).detail).not.toMatch(
          operatorWords,
        )
    expect(
      describeLiveState({ kind: 'not-live', shown: true, reason: 'overdue', requestedAt: requested }).detail,
    ).not.toMatch(operatorWords)
    expect(describeLiveState({ kind: 'unknown' }).detail).not.toMatch(operatorWords)
  })
})
