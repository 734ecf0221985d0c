import { describe, expect, it } from 'vitest'
import type { BuildInfo } from '../blog/build-info.ts'
import { postStanding } from '../post-store/index.ts'
import {
  liveState,
  onPublicSite,
  saveNeedsRebuild,
  type LiveStateInput,
  type PostVersion,
  type Rebuild,
} from './live-state.ts'

const now = new Date('2026-12-14T10:00:00Z')
const saved = '2026-12-14T09:50:00.123456+00:00'
const post: PostVersion = {
  slug: 'ledger-clean-up',
  status: 'published',
  published_at: '2026-12-01T09:00:00+00:00',
  updated_at: saved,
}
const draft: PostVersion = { ...post, status: 'draft' }
const build = (posts: Record<string, string>): BuildInfo => ({
  builtAt: '2026-12-14T09:00:00Z',
  fingerprint: 'f'.repeat(64),
  posts,
})
const rebuild = (overrides: Partial<Rebuild> = {}): Rebuild => ({
  last_requested_at: '2026-12-14T09:50:01.5+00:00',
  due_at: '2026-12-14T09:50:01.5+00:00',
  sent_at: '2026-12-14T09:50:02Z',
  error: null,
  ...overrides,
})
const state = (input: Partial<LiveStateInput>) =>
  liveState({ post, build: build({}), rebuild: undefined, now, ...input })

describe('liveState', () => {
  it('is live when the deployed build has this very version of a published post', () => {
    expect(state({ build: build({ 'ledger-clean-up': saved }) })).toEqual({ kind: 'live', shown: true })
    // The same instant written differently is another version as far as the build record goes: nothing is guessed.
    expect(state({ build: build({ 'ledger-clean-up': '2026-12-14T09:50:00.123Z' }) }).kind).not.toBe('live')
  })

  it('is live (off the site) for a draft, an unpublished or a deleted post once its slug has left the build', () => {
    expect(state({ post: draft })).toEqual({ kind: 'live', shown: false })
    expect(state({ post: { slug: 'ledger-clean-up', deleted: true } })).toEqual({ kind: 'live', shown: false })
    expect(state({ post: { ...draft, slug: 'constructor' } })).toEqual({ kind: 'live', shown: false })
  })

  it('is unknown, never live, when /build.json could not be read', () => {
    expect(state({ build: undefined, rebuild: rebuild() })).toEqual({ kind: 'unknown' })
    expect(state({ post: draft, build: undefined })).toEqual({ kind: 'unknown' })
  })

  it('is going live while a rebuild requested since the change has not shown yet, with when it was requested and is sent', () => {
    expect(state({ build: build({ 'ledger-clean-up': '2026-12-01T09:00:00+00:00' }), rebuild: rebuild() })).toEqual({
      kind: 'going-live',
      shown: true,
      by: 'request',
      requestedAt: '2026-12-14T09:50:01.5+00:00',
      dispatchAt: '2026-12-14T09:50:01.5+00:00',
    })
    // A coalesced request waits for the trailing dispatch.
    expect(state({ rebuild: rebuild({ due_at: '2026-12-14T09:51:00Z', sent_at: null }) })).toMatchObject({
      kind: 'going-live',
      dispatchAt: '2026-12-14T09:51:00Z',
    })
  })

  it('says an unpublished or deleted post is still on the site until the rebuild has run', () => {
    const stillBuilt = build({ 'ledger-clean-up': saved })
    expect(state({ post: draft, build: stillBuilt, rebuild: rebuild() })).toMatchObject({
      kind: 'going-live',
      shown: false,
    })
    expect(
      state({ post: { slug: 'ledger-clean-up', deleted: true }, build: stillBuilt, rebuild: rebuild() }),
    ).toMatchObject({ kind: 'going-live', shown: false })
    expect(state({ post: draft, build: stillBuilt })).toEqual({
      kind: 'not-live',
      shown: false,
      reason: 'not-requested',
    })
  })

  it('is not yet live when no rebuild was requested since the change', () => {
    expect(state({})).toEqual({ kind: 'not-live', shown: true, reason: 'not-requested' })
    expect(state({ rebuild: rebuild({ last_requested_at: '2026-12-14T09:49:59Z' }) })).toEqual({
      kind: 'not-live',
      shown: true,
      reason: 'not-requested',
    })
  })

  it('is not yet live, saying why, when the request or its dispatch failed', () => {
    expect(state({ refused: 'Rebuilds are not set up.' })).toEqual({
      kind: 'not-live',
      shown: true,
      reason: 'failed',
      message: 'Rebuilds are not set up.',
    })
    expect(state({ rebuild: rebuild({ sent_at: null, error: 'GitHub refused (HTTP 401).' }) })).toEqual({
      kind: 'not-live',
      shown: true,
      reason: 'failed',
      message: 'GitHub refused (HTTP 401).',
    })
    // What the build shows wins over any failure: the post is live.
    expect(state({ build: build({ 'ledger-clean-up': saved }), refused: 'Rebuilds are not set up.' })).toEqual({
      kind: 'live',
      shown: true,
    })
  })

  it('is not yet live when the rebuild was sent over 20 minutes ago and still has not shown: it failed or did not run', () => {
    const sent = rebuild({ last_requested_at: saved, due_at: saved, sent_at: '2026-12-14T09:39:00Z' })
    expect(state({ now: new Date('2026-12-14T09:58:59Z'), rebuild: sent }).kind).toBe('going-live')
    expect(state({ now: new Date('2026-12-14T09:59:01Z'), rebuild: sent })).toEqual({
      kind: 'not-live',
      shown: true,
      reason: 'overdue',
      requestedAt: saved,
    })
    // A trailing dispatch nobody ever sent counts from when it was due.
    expect(
      state({
        now: new Date('2026-12-14T10:12:00Z'),
        rebuild: rebuild({ due_at: '2026-12-14T09:51:00Z', sent_at: null }),
      }),
    ).toMatchObject({ kind: 'not-live', reason: 'overdue' })
  })

  it('says a scheduled post goes live with the first build after its time, and that one which fell due is on its way', () => {
    const scheduled = { ...post, published_at: '2026-12-15T09:00:00+00:00' }
    expect(state({ post: scheduled })).toEqual({ kind: 'scheduled', publishAt: '2026-12-15T09:00:00+00:00' })
    // Still built from when it was live: it leaves the site with the next rebuild.
    expect(state({ post: scheduled, build: build({ 'ledger-clean-up': saved }) })).toMatchObject({
      kind: 'not-live',
      shown: false,
    })
    const due = { ...post, published_at: '2026-12-14T09:55:00+00:00' }
    expect(state({ post: due, rebuild: rebuild() })).toEqual({
      kind: 'going-live',
      shown: true,
      by: 'schedule',
      publishAt: '2026-12-14T09:55:00+00:00',
    })
    expect(state({ post: due, now: new Date('2026-12-14T10:20:00Z') })).toEqual({
      kind: 'not-live',
      shown: true,
      reason: 'not-requested',
    })
  })
})

describe('a reader whose clock runs behind the database’s', () => {
  // Published the moment it was saved: the database stamped both times with its own clock.
  const justPublished: PostVersion = { ...post, published_at: saved, updated_at: saved }
  const behind = new Date(Date.parse(saved) - 30 * 60_000)

  it('never takes a post published as it was saved for a scheduled one', () => {
    expect(state({ post: justPublished, now: behind, rebuild: rebuild() }).kind).toBe('going-live')
    expect(state({ post: justPublished, now: behind, build: build({ 'ledger-clean-up': saved }) })).toEqual({
      kind: 'live',
      shown: true,
    })
    expect(postStanding(justPublished, behind)).toBe('published')
    expect(saveNeedsRebuild(null, justPublished, behind)).toBe(true)
  })

  it('still sees a post scheduled after its save as scheduled', () => {
    const later: PostVersion = { ...justPublished, published_at: '2026-12-14T09:51:00+00:00' }
    expect(state({ post: later, now: behind })).toEqual({ kind: 'scheduled', publishAt: later.published_at })
    expect(postStanding(later, behind)).toBe('scheduled')
  })
})

describe('onPublicSite', () => {
  it('is whether the deployed build has the slug, whatever version of the post it has', () => {
    expect(onPublicSite(post, build({ 'ledger-clean-up': '2026-12-01T09:00:00+00:00' }), now)).toBe(true)
    // Unpublished since the build: visitors still find it until the next one.
    expect(onPublicSite(draft, build({ 'ledger-clean-up': saved }), now)).toBe(true)
    expect(onPublicSite(post, build({}), now)).toBe(false)
    expect(onPublicSite({ ...post, slug: 'constructor' }, build({}), now)).toBe(false)
  })

  it('is whether the post belongs on the site when /build.json could not be read', () => {
    expect(onPublicSite(post, undefined, now)).toBe(true)
    expect(onPublicSite(post, null, now)).toBe(true)
    expect(onPublicSite(draft, undefined, now)).toBe(false)
    expect(onPublicSite({ ...post, published_at: '2026-12-15T09:00:00Z' }, null, now)).toBe(false)
  })
})

describe('saveNeedsRebuild', () => {
  it('asks for a rebuild when the post was or is on the site, or its old address moved', () => {
    expect(saveNeedsRebuild(null, post, now)).toBe(true)
    expect(saveNeedsRebuild(draft, post, now)).toBe(true)
    expect(saveNeedsRebuild(post, draft, now)).toBe(true)
    expect(saveNeedsRebuild(post, { ...post, slug: 'renamed' }, now)).toBe(true)
    expect(saveNeedsRebuild(null, draft, now)).toBe(false)
    expect(saveNeedsRebuild(draft, draft, now)).toBe(false)
    const scheduled = { ...post, published_at: '2026-12-15T09:00:00+00:00' }
    expect(saveNeedsRebuild(draft, scheduled, now)).toBe(false)
    expect(saveNeedsRebuild(post, scheduled, now)).toBe(true)
    expect(
      saveNeedsRebuild({ ...draft, published_at: post.published_at }, { ...draft, slug: 'renamed' }, now, {
        moved: true,
      }),
    ).toBe(true)
  })
})
