import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { listPublished, shareImage, shareImageInputs, type SharedPost } from '../../../site/lib/blog/index.ts'
import { absoluteUrl } from '../../../site/lib/seo/index.ts'
import { createPublicClient } from '../../../site/lib/supabase/index.ts'
import { createServiceClient, type ServiceClient } from '../../../site/lib/supabase/service.ts'
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/index.ts'
import { seedPostsIfEmpty } from '../seed-posts.ts'
import { cachedFile } from './cache.ts'
import { startShareImages } from './index.ts'
import { pageNamingShareImage, type PageImage } from './site.ts'

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
function writePage(path: string, post: SharedPost): PageImage {
  const folder = join(clientDir, path)
  mkdirSync(folder, { recursive: true })
  const html = `<html><head><meta property="og:image" content="${absoluteUrl(shareImage(post).path)}"/></head></html>`
  writeFileSync(join(folder, 'index.html'), html)
  return pageNamingShareImage(join(folder, 'index.html'), html)!
}

const imageIn = (slug: string) => join(clientDir, 'og', `${slug}.jpg`)

it('puts each article’s share image where its page names it, once for an article at two addresses', async () => {
  const messages: string[] = []
  const posts = await listPublished(createPublicClient({ url: local.url, key: local.anonKey }))
  const shareImages = startShareImages(posts, { env, cacheDir, log: (message) => messages.push(message) })
  // The pages are rendered meanwhile, from the same posts.
  const [legacy, apiFirst] = await Promise.all([postOf('hidden-cost-legacy-erp'), postOf('api-first-integration')])
  const pages = [
    writePage('insights/hidden-cost-legacy-erp', legacy),
    writePage('insights/api-first-integration', apiFirst),
    // An older address of an article names the article's own image.
    writePage('insights/api-first-integration-strategy', apiFirst),
  ]
  await shareImages.writeTo(clientDir, pages)

  for (const post of [legacy, apiFirst])
    expect(readFileSync(imageIn(post.slug)).equals(readFileSync(cachedFile(cacheDir, shareImageInputs(post))))).toBe(
      true,
    )
  expect(existsSync(imageIn('api-first-integration-strategy'))).toBe(false)
  expect(readdirSync(join(clientDir, 'og'))).toHaveLength(2)
  expect(messages).toEqual([expect.stringMatching(/^Share images: 7 articles, \d+ drawn/)])
})
