import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shareImage, shareImageInputs, type SharedPost } from '../../site/lib/blog/index.ts'
import { absoluteUrl } from '../../site/lib/seo/index.ts'
import { createServiceClient, type ServiceClient } from '../../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/index.ts'
import { seedPostsIfEmpty } from '../seed-posts.ts'
import { cachedFile } from './cache.ts'
import { startShareImages } from './index.ts'

let local: LocalSupabase
let service: ServiceClient
let env: NodeJS.ProcessEnv
const dir = mkdtempSync(join(tmpdir(), 'share-images-site-'))
const cacheDir = join(dir, 'cache')
const clientDir = join(dir, 'client')

beforeAll(async () => {
  local = await startLocalSupabase({ port: 0, functions: {} })
  await seedPostsIfEmpty(local.url)
  service = createServiceClient({ url: local.url, key: local.serviceRoleKey })
  env = { SUPABASE_URL: local.url, SUPABASE_ANON_KEY: local.anonKey }
})
afterAll(async () => {
  await local.stop()
  rmSync(dir, { recursive: true, force: true })
})

const postOf = async (slug: string): Promise<SharedPost> => {
  const { data } = await service
    .from('blog_posts')
    .select('slug, title, category, featured_image_url, featured_image_alt')
    .eq('slug', slug)
    .single()
    .throwOnError()
  // The database keeps the category as text; the posts published here all have one of the site's.
  return data as SharedPost
}

/** An article page as the build renders it, as far as the share images read it: the image its head names. */
function writePage(path: string, post: SharedPost) {
  const folder = join(clientDir, path)
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'index.html'),
    `<html><head><meta property="og:image" content="${absoluteUrl(shareImage(post).path)}"/></head></html>`,
  )
}

const imageIn = (slug: string) => join(clientDir, 'og', `${slug}.jpg`)

it('puts each article’s share image where its page names it, and the one a post changed to while the pages were built', async () => {
  const messages: string[] = []
  const shareImages = startShareImages({ env, cacheDir, log: (message) => messages.push(message) })
  // The pages are rendered meanwhile, one of them after its post's title changed: once the share
  // images have read the posts, as their drawings in the cache show.
  await expect.poll(() => (existsSync(cacheDir) ? readdirSync(cacheDir).length : 0), { timeout: 20_000 }).toBe(7)
  await service.from('blog_posts').update({ title: 'Legacy ERP, costed' }).eq('slug', 'hidden-cost-legacy-erp')
  const changed = await postOf('hidden-cost-legacy-erp')
  const unchanged = await postOf('api-first-integration')
  writePage('insights/hidden-cost-legacy-erp', changed)
  writePage('insights/api-first-integration', unchanged)
  // An older address of an article names the article's own image.
  writePage('insights/api-first-integration-strategy', unchanged)
  await shareImages.writeTo(clientDir)

  for (const post of [changed, unchanged])
    expect(readFileSync(imageIn(post.slug)).equals(readFileSync(cachedFile(cacheDir, shareImageInputs(post))))).toBe(
      true,
    )
  expect(existsSync(imageIn('api-first-integration-strategy'))).toBe(false)
  expect(messages).toEqual([expect.stringMatching(/^Share images: 7 articles, \d+ drawn/)])
})
