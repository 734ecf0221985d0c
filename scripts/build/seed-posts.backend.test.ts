import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'

let local: LocalSupabase
const dir = mkdtempSync(join(tmpdir(), 'seed-posts-'))

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: {} })
  // Every post, as they link to one another: a link to a post the folder lacks would be refused.
  cpSync('content', join(dir, 'content'), { recursive: true })
})
afterAll(async () => {
  await local.stop()
  rmSync(dir, { recursive: true, force: true })
})

const posts = readdirSync('content').filter((file) => file.endsWith('.md') && file !== 'README.md').length

const postCount = async () =>
  (await local.db.query<{ n: number }>('select count(*)::int as n from blog_posts')).rows[0]?.n

it('says which post is wrong, where and why, and publishes none, when content/ holds an invalid post', async () => {
  writeFileSync(
    join(dir, 'content', 'half-written.md'),
    '---\ntitle: Half written\n---\nNo excerpt, author or category yet.\n',
  )
  const failure = seedPostsIfEmpty(local.url, dir)
  await expect(failure).rejects.toThrow(/^content\/half-written\.md:\d+:\d+ {2}\S+ {2}.+/m)
  await expect(failure).rejects.toThrow(/Nothing was published: \d+ problems? in the posts above\.\nFix them/)
  expect(await postCount()).toBe(0)
})

it('publishes every post of an empty blog once, and leaves a blog with posts as it is', async () => {
  rmSync(join(dir, 'content', 'half-written.md'))
  expect(await seedPostsIfEmpty(local.url, dir)).toBe(posts)
  expect(await seedPostsIfEmpty(local.url, dir)).toBe(0)
  expect(await postCount()).toBe(posts)
})
