// A firm that publishes for years has thousands of posts. Hosted Supabase answers at most max_rows
// (1,000) rows a request, and servers refuse long request lines: the stand-in answers exactly as
// the platform does, so these tests see what production would.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { noListFilters } from '../site/lib/admin/list-filters.ts'
import { listPosts as listForAdmin } from '../site/lib/admin/list.ts'
import { withImageSets } from '../site/lib/blog/image-sets.ts'
import {
  currentContent,
  listPublishedWithContent,
  listRedirects,
  relatedPosts,
  relatedPublished,
} from '../site/lib/blog/index.ts'
import { fetchRelated } from '../site/lib/blog/rest.ts'
import { imagePolicy } from '../site/lib/images/index.ts'
import { createPublicClient } from '../site/lib/supabase/public.ts'
import { localSupabaseUrl } from '../supabase/local/index.ts'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { listCommand } from './commands/list.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'

const posts = 2_400
const slugOf = (index: number) => `a-post-about-integration-number-${String(index).padStart(4, '0')}`

let h: Harness
/** The longest address any request asked for, and how many requests there were. */
const requests = { longest: 0, count: 0 }

beforeAll(async () => {
  h = await startHarness({
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      requests.longest = Math.max(requests.longest, url.length)
      requests.count++
      return h.supabase.fetch(input, init)
    },
  })
  for (let index = 0; index < posts; index++)
    h.write(`${slugOf(index)}.md`, postSource(slugOf(index), { published_at: `2020-01-01T00:00:00Z` }))
}, 120_000)
afterAll(() => h.stop())

const anon = () => createPublicClient({ url: localSupabaseUrl, key: h.supabase.anonKey }, { fetch: h.supabase.fetch })

describe(`${posts} posts`, () => {
  it('the backend answers a read with at most 1,000 rows, as hosted Supabase does', async () => {
    // Published by the first test below: this one checks the cap the others must page through.
    await publishCommand({ files: [], all: true }, h.context)
    const { data } = await h.service.from('blog_posts').select('slug').throwOnError()
    expect(data).toHaveLength(1_000)
  }, 120_000)

  it('publish --all reads every live post, and a second run changes only what changed', async () => {
    h.write(
      `${slugOf(1_500)}.md`,
      postSource(slugOf(1_500), { published_at: `2020-01-01T00:00:00Z`, title: 'Renamed' }),
    )
    requests.longest = 0
    const results = await publishCommand({ files: [], all: true }, h.context)
    expect(results).toHaveLength(posts)
    expect(results.filter((result) => result.action === 'updated').map((result) => result.slug)).toEqual([
      slugOf(1_500),
    ])
    expect(results.filter((result) => result.action === 'unchanged')).toHaveLength(posts - 1)
    // No request grows with the number of posts: every address stays far below any server's limit.
    expect(requests.longest).toBeLessThan(4_096)
  }, 120_000)

  it('list and pull see every post', async () => {
    h.out.length = 0
    await listCommand({ json: true }, h.context)
    expect(JSON.parse(h.out.join('\n'))).toHaveLength(posts)
    const { files } = await pullCommand({ posts: [] }, h.context)
    expect(new Set(files).size).toBe(posts)
  }, 120_000)

  it('the build, its fingerprint and the admin list read every post', async () => {
    const built = await listPublishedWithContent(anon())
    expect(new Set(built.map((post) => post.slug)).size).toBe(posts)
    expect(Object.keys((await currentContent(anon())).posts)).toHaveLength(posts)
    // A late article read in the browser offers what the build would, even among posts of one date.
    const related = relatedPosts(built)
    // The 404 page's island reads with fetch, not supabase-js: it reaches the in-process backend here.
    vi.stubGlobal('fetch', h.supabase.fetch)
    const connection = { url: localSupabaseUrl, key: h.supabase.publishableKey }
    for (const post of [built[0]!, built[1_200]!, built.at(-2)!, built.at(-1)!]) {
      const expected = related(post).map((item) => item.slug)
      expect((await relatedPublished(anon(), post)).map((item) => item.slug)).toEqual(expected)
      expect((await fetchRelated(connection, post)).map((item) => item.slug)).toEqual(expected)
    }
    vi.unstubAllGlobals()
    const listed = await listForAdmin(h.service, noListFilters)
    expect(listed.ok && listed.total).toBe(posts)
  }, 120_000)

  it('redirects and image sizes are read whole, past 1,000', async () => {
    const redirects = Array.from({ length: 1_200 }, (_, index) => ({
      website_code: 'axon',
      from_slug: `an-older-address-${index}`,
      to_slug: slugOf(index),
    }))
    await h.service.from('blog_post_redirects').insert(redirects).throwOnError()
    expect(await listRedirects(anon())).toHaveLength(1_200)

    const images = Array.from({ length: 1_100 }, (_, index) => ({
      path: `${imagePolicy.storage.prefix}${index.toString(16).padStart(16, '0')}.${imagePolicy.output.extension}`,
      width: 1200,
      height: 630,
      widths: [480, 1200],
      placeholder: null,
    }))
    await h.service.from('blog_images').insert(images).throwOnError()
    const shown = images.map((image) => ({
      featured_image_url: `${localSupabaseUrl}/storage/v1/object/public/blog-images/${image.path}`,
    }))
    // Visitors see the sizes of published posts' images only: the service role reads them all.
    const withSets = await withImageSets(h.service, shown)
    expect(withSets.filter((item) => item.featured_image_set !== null)).toHaveLength(1_100)
  }, 120_000)
})
