import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPost, listVersions, updatePost } from '../site/lib/post-store/index.ts'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { historyCommand, restoreCommand } from './commands/history.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'
import { deleteCommand } from './commands/status.ts'
import type { CliError } from './errors.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())

const file = (slug: string) => readFileSync(join(h.cwd, 'content', `${slug}.md`), 'utf8')
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('it did not fail')),
    (error: CliError) => error,
  )
const output = () => h.out.splice(0).join('\n')

describe('axon-blog history and restore', () => {
  it('lists every version, newest first, with when, who, which channel and what changed', async () => {
    h.write('history-post.md', postSource('history-post', { title: 'The first title' }))
    await publishCommand({ files: ['content/history-post.md'] }, h.context)
    h.write('history-post.md', postSource('history-post', { title: 'The second title' }))
    await publishCommand({ files: ['content/history-post.md'] }, h.context)
    h.out.splice(0)
    await historyCommand({ post: 'history-post' }, h.context)
    const lines = output().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^ {3}2 {2}\d{4}-\d\d-\d\dT\d\d:\d\dZ {2}cli {4}writer@axon\.test {2}changed title$/)
    expect(lines[1]).toMatch(/^ {3}1 .* cli .* created$/)

    await historyCommand({ post: 'content/history-post.md', json: true }, h.context)
    const json = JSON.parse(output())
    expect(json).toMatchObject({ slug: 'history-post', deleted: false })
    expect(json.versions.map((version: { title: string }) => version.title)).toEqual([
      'The second title',
      'The first title',
    ])
  })

  it('restores a version in the database and in content/, so publishing the file again changes nothing', async () => {
    await restoreCommand({ post: 'history-post', version: '1' }, h.context)
    expect(output()).toBe('history-post  restored version 1')
    expect((await getPost(h.service, { slug: 'history-post' }))?.title).toBe('The first title')
    expect(file('history-post')).toContain('title: The first title')
    const versions = await listVersions(h.service, (await getPost(h.service, { slug: 'history-post' }))!.id)
    expect(versions.map((version) => [version.version, version.channel, version.post.title])).toEqual([
      [3, 'cli', 'The first title'],
      [2, 'cli', 'The second title'],
      [1, 'cli', 'The first title'],
    ])
    const results = await publishCommand({ files: ['content/history-post.md'] }, h.context)
    expect(results.map((result) => result.action)).toEqual(['unchanged'])
  })

  it('brings a deleted post back as it was', async () => {
    h.write('deleted-post.md', postSource('deleted-post'))
    await publishCommand({ files: ['content/deleted-post.md'] }, h.context)
    await deleteCommand({ post: 'deleted-post', yes: true }, h.context)
    h.out.splice(0)
    await historyCommand({ post: 'deleted-post' }, h.context)
    expect(output().split('\n')[0]).toMatch(/^ {3}2 .* deleted$/)
    await restoreCommand({ post: 'deleted-post', version: '2' }, h.context)
    expect(await getPost(h.service, { slug: 'deleted-post' })).toMatchObject({ status: 'published' })
  })

  it('says what is wrong with a slug no post had, a version that does not exist, or one that is not a number', async () => {
    expect((await failure(historyCommand({ post: 'never-was' }, h.context))).message).toBe(
      'No post has ever had the slug never-was.',
    )
    const missing = await failure(restoreCommand({ post: 'history-post', version: '9' }, h.context))
    expect(missing.message).toBe('history-post has no version 9; its versions are 1 to 3.')
    const word = await failure(restoreCommand({ post: 'history-post', version: 'latest' }, h.context))
    expect([word.message, word.exitCode]).toEqual(['"latest" is not a version number.', 2])
  })
})

describe('axon-blog pull writes each field in the form it was written', () => {
  it('leaves a post nobody changed exactly as it is on disk', async () => {
    const source = `---\ntitle: Dates as people write them\nslug: dated-post\nexcerpt: An excerpt that says what the post is about, written for the tests and long enough to read well.\ncategory: technical\nauthor: founder\npublished_at: 2025-11-05\n---\n\nA paragraph with *emphasis* and __strong__ words.\n\n* one point\n* another point\n`
    h.write('dated-post.md', source)
    await publishCommand({ files: ['content/dated-post.md'] }, h.context)
    await pullCommand({ posts: ['dated-post'] }, h.context)
    expect(file('dated-post')).toBe(source)
  })

  it('writes a browser edit, keeping the date as written', async () => {
    const row = (await getPost(h.service, { slug: 'dated-post' }))!
    await updatePost(h.service, row, { title: 'Edited in the browser' })
    await pullCommand({ posts: ['dated-post'] }, h.context)
    expect(file('dated-post')).toContain('title: Edited in the browser\n')
    expect(file('dated-post')).toContain('published_at: 2025-11-05\n')
  })
})
