import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { postSource } from '../__fixtures__/harness.ts'
import { defaultPostForm, formFromRow, rowFromForm } from '../../site/lib/admin/editor/index.ts'
import { createPost, loadPost, updatePost, type SaveResult } from '../../site/lib/admin/posts.ts'
import { createPublicClient, type PublicClient } from '../../site/lib/supabase/index.ts'
import { createServiceClient, type ServiceClient } from '../../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import type { CliContext } from '../context.ts'
import { CliError } from '../errors.ts'
import { publishCommand } from './publish.ts'

// The browser admin's save and `axon-blog publish` race over the same post, with random delays on
// every request, and neither may lose what the other wrote without being told.

const rounds = 40
let supabase: LocalSupabase
let staff: PublicClient
let service: ServiceClient
let cwd: string

// A seeded generator, so a failing round can be replayed with the same delays.
let seed = 13
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pause = (maxMs: number) => new Promise((resolve) => setTimeout(resolve, Math.floor(random() * maxMs)))

beforeAll(async () => {
  supabase = await startLocalSupabase({ port: 0, functions: {} })
  await supabase.createUser({ email: 'editor@example.com', password: 'editor-password-1' }, { staffOf: 'axon' })
  staff = createPublicClient({ url: supabase.url, key: supabase.anonKey })
  const { error } = await staff.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor-password-1' })
  if (error) throw error
  service = createServiceClient({ url: supabase.url, key: supabase.serviceRoleKey })
  cwd = mkdtempSync(join(tmpdir(), 'axon-blog-race-'))
  mkdirSync(join(cwd, 'content'))
})
afterAll(async () => {
  await supabase.stop()
  rmSync(cwd, { recursive: true, force: true })
})

/** The CLI's context, its every request to the backend held up by a random few milliseconds. */
function cliContext(): CliContext {
  const slow = createServiceClient(
    { url: supabase.url, key: supabase.serviceRoleKey },
    { fetch: async (input, init) => (await pause(20), fetch(input, init)) },
  )
  return { cwd, client: async () => slow, fetch, now: () => new Date(), out: () => {}, err: () => {} }
}

/** The editor's save: loads the post (or starts a new one), changes the title, saves as the editor's Save button does. */
async function adminSave(slug: string, title: string, existing: boolean): Promise<SaveResult> {
  await pause(25)
  if (!existing) {
    const form = {
      ...defaultPostForm(),
      title,
      slug,
      excerpt: 'Written in the browser admin.',
      content: 'Typed in the editor.',
      category: 'technical',
    }
    const row = rowFromForm(form, { status: 'published', timeZone: 'UTC' })
    if (!row.ok) throw new Error(row.problems[0]?.message)
    return createPost(staff, row.row)
  }
  const { data } = await staff.from('blog_posts').select('id').eq('slug', slug).single().throwOnError()
  const loaded = await loadPost(staff, data.id)
  if (!loaded.ok) throw new Error(loaded.message)
  await pause(10)
  const row = rowFromForm(
    { ...formFromRow(loaded.value, 'UTC'), title },
    { status: 'published', timeZone: 'UTC', existing: loaded.value },
  )
  if (!row.ok) throw new Error(row.problems[0]?.message)
  return updatePost(staff, loaded.value, row.row)
}

/** Publishes the file: 'wrote', or the conflict the CLI reported (found before writing, or by the write itself). */
async function cliPublish(slug: string): Promise<'wrote' | 'refused' | 'lost the race'> {
  try {
    const [result] = await publishCommand({ files: [`content/${slug}.md`] }, cliContext())
    if (result?.action !== 'created' && result?.action !== 'updated') throw new Error(`unexpected ${result?.action}`)
    return 'wrote'
  } catch (error) {
    if (!(error instanceof CliError) || !/changed in the browser admin/.test(error.message)) throw error
    return /while this command was publishing/.test(error.message) ? 'lost the race' : 'refused'
  }
}

it(`loses no edit when the admin saves while publish runs (${rounds} races)`, { timeout: 30_000 }, async () => {
  const lost: string[] = []
  const outcomes = { adminConflicts: 0, refused: 0, 'lost the race': 0, wrote: 0 }
  for (let round = 0; round < rounds; round++) {
    const slug = `race-${round}`
    // Every fourth round both create the post; the others both change a post the CLI published.
    const existing = round % 4 !== 3
    if (existing) {
      writeFileSync(join(cwd, 'content', `${slug}.md`), postSource(slug))
      await publishCommand({ files: [`content/${slug}.md`] }, { ...cliContext(), client: async () => service })
    }
    const cliExcerpt = `The excerpt the file in git has in round ${round}, long enough to be one.`
    writeFileSync(join(cwd, 'content', `${slug}.md`), postSource(slug, { excerpt: cliExcerpt }))
    const adminTitle = `Saved in the browser in round ${round}`

    const [admin, cli] = await Promise.all([adminSave(slug, adminTitle, existing), cliPublish(slug)])

    const { data: row } = await service
      .from('blog_posts')
      .select('title, excerpt')
      .eq('slug', slug)
      .single()
      .throwOnError()
    if (!admin.ok) outcomes.adminConflicts++
    outcomes[cli]++
    // Told "saved" means the edit is there; the CLI's "created"/"updated" means its excerpt is there.
    if (admin.ok && row.title !== adminTitle) lost.push(`round ${round}: the admin's edit`)
    if (cli === 'wrote' && row.excerpt !== cliExcerpt) lost.push(`round ${round}: the CLI's write`)
  }
  console.info(`publish race: ${lost.length} lost edits out of ${rounds} races `, outcomes)
  expect(lost).toEqual([])
})
