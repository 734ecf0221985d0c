import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import * as admin from './index.ts'
import { currentStaffStatus, signIn, signOut } from './index.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())

const freshClient = () => clientFor(actors.supabase, actors.supabase.anonKey)

describe('currentStaffStatus', () => {
  it('tells a visitor, a signed-in user and a staff member apart', async () => {
    expect(await currentStaffStatus(actors.anon)).toEqual({ kind: 'signed-out' })
    expect(await currentStaffStatus(actors.user)).toEqual({ kind: 'not-staff', email: 'reader@example.com' })
    expect(await currentStaffStatus(actors.staff)).toEqual({ kind: 'staff', email: 'editor@example.com' })
  })

  it('reports a backend it cannot reach as unknown, with a message, not as signed out', async () => {
    const client = clientFor(
      {
        ...actors.supabase,
        fetch: (input, init) =>
          String(input).includes('/rest/v1/')
            ? Promise.reject(new TypeError('fetch failed'))
            : actors.supabase.fetch(input, init),
      },
      actors.supabase.anonKey,
    )
    expect(await signIn(client, 'editor@example.com', 'editor-password-1')).toEqual({ ok: true })
    const status = await currentStaffStatus(client)
    expect(status.kind).toBe('unknown')
    expect(status.kind === 'unknown' && status.message).toMatch(/could not be checked.*try again/)
    expect(status.kind === 'unknown' && status.retryable).toBe(true)
  })
})

describe('signIn and signOut', () => {
  it('signs a staff member in and out', async () => {
    const client = freshClient()
    expect(await signIn(client, ' editor@example.com ', 'editor-password-1')).toEqual({ ok: true })
    expect((await currentStaffStatus(client)).kind).toBe('staff')
    expect(await signOut(client)).toEqual({ ok: true })
    expect(await currentStaffStatus(client)).toEqual({ kind: 'signed-out' })
  })

  it('refuses a wrong password with a message that names both fields', async () => {
    const result = await signIn(freshClient(), 'editor@example.com', 'wrong')
    expect(result).toEqual({
      ok: false,
      reason: 'credentials',
      message: expect.stringMatching(/e-mail address or password is not correct/),
    })
  })

  it('says when the sign-in service cannot be reached', async () => {
    const client = clientFor(
      { ...actors.supabase, fetch: () => Promise.reject(new TypeError('fetch failed')) },
      actors.supabase.anonKey,
    )
    expect(await signIn(client, 'editor@example.com', 'editor-password-1')).toMatchObject({
      ok: false,
      reason: 'network',
      message: expect.stringMatching(/could not be reached/),
    })
  })
})

it('exports exactly its public surface', () => {
  expect(Object.keys(admin).sort()).toEqual([
    'LoadError',
    'adminPaths',
    'articlePath',
    'awaitsRebuild',
    'belongsOnSite',
    'bringBackPost',
    'browserTimeZone',
    'clockOffset',
    'createPost',
    'createPreviewLink',
    'currentStaffStatus',
    'dateAndTime',
    'defaultPreviewLinkDays',
    'deletePost',
    'deployedBuild',
    'editPostHref',
    'editPostPath',
    'editRedirectScript',
    'editedPostId',
    'fetchDeployed',
    'formatDateTime',
    'inboxPaths',
    'isFiltered',
    'knownPostsFor',
    'latestRebuild',
    'linkedPostSlugs',
    'listFiltersFrom',
    'listFiltersSearch',
    'listPageSize',
    'listPosts',
    'listPreviewLinks',
    'listedDate',
    'listedPreviewLinks',
    'liveState',
    'loadCategories',
    'loadDeletedPosts',
    'loadHistory',
    'loadPost',
    'loadedOrThrow',
    'noListFilters',
    'onPublicSite',
    'postStanding',
    'prepareImage',
    'previewLinkDays',
    'previewPath',
    'previewSnapshot',
    'previewUrl',
    'rebuildFrom',
    'rebuildTrouble',
    'recordSlugRedirect',
    'requestSiteRebuild',
    'restorePostVersion',
    'revokePreviewLink',
    'saveNeedsRebuild',
    'signIn',
    'signOut',
    'siteRecords',
    'statusFilters',
    'unpublishPost',
    'updatePost',
    'uploadFeaturedImage',
    'versionChanges',
    'versionDifferences',
  ])
})
