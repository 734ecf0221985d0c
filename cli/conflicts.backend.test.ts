import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient } from '../site/lib/supabase/service.ts'
import { localSupabaseUrl } from '../supabase/local/index.ts'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'
import { deleteCommand } from './commands/status.ts'
import type { CliContext } from './context.ts'
import { CliError } from './errors.ts'

// Someone saves in the browser admin after the CLI has read a post and before its write lands: the
// CLI must say so and leave the edit alone. The edit is made from inside the CLI's own request.

let h: Harness
let original: CliContext
beforeAll(async () => {
  h = await startHarness()
  original = { ...h.context }
})
afterEach(() => {
  Object.assign(h.context, original)
})
afterAll(() => h.stop())

const rowOf = async (slug: string) =>
  (await h.service.from('blog_posts').select('*').eq('slug', slug).single().throwOnError()).data
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error,
  )
  if (error instanceof CliError) return error
  throw new Error(`expected a CliError, got ${String(error)}`)
}

/** The CLI's client, running `meanwhile` once just before the first request of the given method to blog_posts. */
function editBefore(method: string, meanwhile: () => PromiseLike<unknown>) {
  let done = false
  const client = createServiceClient(
    { url: localSupabaseUrl, key: h.supabase.serviceRoleKey },
    {
      fetch: async (input, init) => {
        if (!done && init?.method === method && String(input).includes('/rest/v1/blog_posts')) {
          done = true
          await meanwhile()
        }
        return h.supabase.fetch(input, init)
      },
    },
  )
  h.context.client = async () => client
}

const adminSaves = (slug: string, title: string) => async () => {
  await h.service.from('blog_posts').update({ title }).eq('slug', slug).throwOnError()
}

describe('publish', () => {
  it('does not overwrite an edit saved after it checked the post, even with --force', async () => {
    h.write('raced-update.md', postSource('raced-update'))
    await publishCommand({ files: ['content/raced-update.md'] }, h.context)
    h.write(
      'raced-update.md',
      postSource('raced-update', { excerpt: 'The excerpt changed in git, long enough to count as an excerpt.' }),
    )
    editBefore('PATCH', adminSaves('raced-update', 'Saved in the admin meanwhile'))
    h.out.length = 0
    const error = await failure(
      publishCommand({ files: ['content/raced-update.md'], force: true, json: true }, h.context),
    )
    expect(error.message).toBe(
      'raced-update was changed in the browser admin (or by another publish) while this command was publishing, after --force had checked what it overwrites, so it was not overwritten.',
    )
    expect(error.hint).toContain('npx axon-blog pull raced-update')
    expect(JSON.parse(h.out.join('\n'))).toMatchObject([
      { slug: 'raced-update', action: 'refused: edited in the browser', changedWhilePublishing: true },
    ])
    expect(await rowOf('raced-update')).toMatchObject({
      title: 'Saved in the admin meanwhile',
      excerpt:
        'An excerpt that says what the post is about, written for the tests and long enough to read well in the cards and search results.',
    })
  })

  it('does not overwrite a post created in the browser after it checked that there was none', async () => {
    h.write('raced-create.md', postSource('raced-create'))
    editBefore('POST', () =>
      h.service
        .from('blog_posts')
        .insert({
          slug: 'raced-create',
          title: 'Created in the admin',
          excerpt: 'x',
          author_name: 'A',
          author_role: 'B',
          category: 'technical',
        })
        .throwOnError(),
    )
    const error = await failure(publishCommand({ files: ['content/raced-create.md'] }, h.context))
    expect(error.message).toMatch(
      /^raced-create was changed in the browser admin \(or by another publish\) while this command was publishing/,
    )
    expect((await rowOf('raced-create')).title).toBe('Created in the admin')
  })
})

describe('delete', () => {
  it('deletes only the version the person confirmed', async () => {
    h.write('raced-delete.md', postSource('raced-delete'))
    await publishCommand({ files: ['content/raced-delete.md'] }, h.context)
    // While the question is on screen, an editor saves a new version.
    h.context.confirm = async () => (await adminSaves('raced-delete', 'Rewritten while you were asked')(), true)
    const error = await failure(deleteCommand({ post: 'raced-delete' }, h.context))
    expect(error.message).toBe(
      'raced-delete was changed (or deleted) by someone else while this command ran, so it was not deleted.',
    )
    expect((await rowOf('raced-delete')).title).toBe('Rewritten while you were asked')
  })
})

describe('pull', () => {
  it('says when a post changed while it was being pulled, and publishing the file then overwrites nothing', async () => {
    h.write('raced-pull.md', postSource('raced-pull'))
    await publishCommand({ files: ['content/raced-pull.md'] }, h.context)
    await adminSaves('raced-pull', 'First browser edit')()
    editBefore('PATCH', adminSaves('raced-pull', 'Second browser edit'))
    const error = await failure(pullCommand({ posts: ['raced-pull'] }, h.context))
    expect([error.message, error.hint]).toEqual([
      'raced-pull changed while being pulled, so its file holds the version before that change.',
      'Pull again to bring in the newest version: npx axon-blog pull raced-pull',
    ])
    expect(readFileSync(join(h.cwd, 'content', 'raced-pull.md'), 'utf8')).toContain('title: First browser edit')
    Object.assign(h.context, original)
    expect((await failure(publishCommand({ files: ['content/raced-pull.md'] }, h.context))).message).toMatch(
      /^raced-pull was changed in the browser admin since last published/,
    )
    expect((await rowOf('raced-pull')).title).toBe('Second browser edit')
  })
})
