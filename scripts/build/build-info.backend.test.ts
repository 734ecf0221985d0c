import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { postRow } from '../../supabase/local/test-support.ts'
import { readBuildInfo, writeBuildInfo } from './build-info.ts'
import { seedPostsIfEmpty } from './seed-posts.ts'

let local: LocalSupabase
const dir = mkdtempSync(join(tmpdir(), 'build-info-'))

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: {} })
  await seedPostsIfEmpty(local.url)
  const draft = postRow({ slug: 'a-draft', status: 'draft' })
  await local.db.query(
    'insert into public.blog_posts (title, slug, excerpt, author_name, author_role, category, content, status) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      draft.title,
      draft.slug,
      draft.excerpt,
      draft.author_name,
      draft.author_role,
      draft.category,
      draft.content,
      draft.status,
    ],
  )
})
afterAll(async () => {
  await local.stop()
  rmSync(dir, { recursive: true, force: true })
})

it('writes build.json with the build time, the content fingerprint and every published post', async () => {
  const env = { SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey }
  writeBuildInfo(dir, await readBuildInfo(env, () => new Date('2026-05-04T03:02:01.000Z')))

  const written = JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')) as Record<string, unknown>
  expect(Object.keys(written)).toEqual(['builtAt', 'fingerprint', 'posts'])
  expect(written.builtAt).toBe('2026-05-04T03:02:01.000Z')
  expect(written.fingerprint).toMatch(/^[0-9a-f]{64}$/)

  const { rows } = await local.db.query<{ slug: string; updated_at: Date }>(
    "select slug, updated_at from public.blog_posts where status = 'published'",
  )
  expect(rows.length).toBeGreaterThan(0)
  const posts = written.posts as Record<string, string>
  expect(Object.keys(posts).sort()).toEqual(rows.map((row) => row.slug).sort())
  expect(posts).not.toHaveProperty('a-draft')
  for (const row of rows) expect(Date.parse(posts[row.slug]!)).toBe(row.updated_at.getTime())
})
