import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { clientFor, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { recordSlugRedirect } from './index.ts'

let actors: Actors
beforeAll(async () => {
  actors = await startWithActors()
})
afterAll(() => actors?.supabase.stop())
beforeEach(async () => {
  await actors.service.from('blog_post_redirects').delete().neq('from_slug', '').throwOnError()
})

/** What the build sees: every redirect of the site, read with the anon key, as from → to. */
async function redirects(): Promise<Record<string, string>> {
  const { data } = await actors.anon
    .from('blog_post_redirects')
    .select('from_slug, to_slug')
    .eq('website_code', 'axon')
    .throwOnError()
  return Object.fromEntries(data.map((row) => [row.from_slug, row.to_slug]))
}

it('records an old slug for a staff member, and anyone can read it', async () => {
  expect(await recordSlugRedirect(actors.staff, { from: 'old-name', to: 'new-name' })).toEqual({ ok: true })
  expect(await redirects()).toEqual({ 'old-name': 'new-name' })
})

it('refuses visitors and signed-in users who are not staff, saying why', async () => {
  for (const client of [actors.anon, actors.user]) {
    const result = await recordSlugRedirect(client, { from: 'old-name', to: 'new-name' })
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/\/insights\/old-name could not be sent on to \/insights\/new-name: only staff/),
    })
  }
  expect(await redirects()).toEqual({})
})

it('points older addresses of a post renamed again at its newest slug, so no redirect leads to another', async () => {
  await recordSlugRedirect(actors.staff, { from: 'first-name', to: 'second-name' })
  await recordSlugRedirect(actors.staff, { from: 'second-name', to: 'third-name' })
  expect(await redirects()).toEqual({ 'first-name': 'third-name', 'second-name': 'third-name' })
})

it('drops the redirect away from a slug that a post takes again', async () => {
  await recordSlugRedirect(actors.staff, { from: 'original', to: 'renamed' })
  expect(await recordSlugRedirect(actors.staff, { from: 'renamed', to: 'original' })).toEqual({ ok: true })
  expect(await redirects()).toEqual({ renamed: 'original' })
})

it('replaces an earlier redirect from the same slug', async () => {
  await actors.service
    .from('blog_post_redirects')
    .insert({ website_code: 'axon', from_slug: 'shared-name', to_slug: 'first-owner' })
    .throwOnError()
  await recordSlugRedirect(actors.staff, { from: 'shared-name', to: 'second-owner' })
  expect(await redirects()).toEqual({ 'shared-name': 'second-owner' })
})

it('explains a slug that is not one', async () => {
  const result = await recordSlugRedirect(actors.staff, { from: 'Old Name', to: 'new-name' })
  expect(result).toEqual({ ok: false, message: expect.stringMatching(/lowercase letters, digits and single hyphens/) })
})

it('says when the backend cannot be reached', async () => {
  const client = clientFor(
    { ...actors.supabase, fetch: () => Promise.reject(new TypeError('fetch failed')) },
    actors.supabase.anonKey,
  )
  const result = await recordSlugRedirect(client, { from: 'old-name', to: 'new-name' })
  expect(result).toEqual({ ok: false, message: expect.stringMatching(/could not be sent on.*Check your connection/) })
})
