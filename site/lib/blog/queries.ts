// The store's rule and scope alone, not its index: the public pages carry none of the store.
import { websiteCode } from '../post-store/scope.ts'
import { onlyVisible, postColumns, summaryColumns, type Post, type PostSummary } from '../post-store/visible.ts'
import type { PublicClient } from '../supabase/index.ts'
import { inGroups, readEveryRow, type PageResult } from '../supabase/paged.ts'
import type { FingerprintedPost } from './fingerprint.ts'
import { withImageSets } from './image-sets.ts'
import { blogLimits } from './present.ts'
import type { PostRedirect } from './redirects.ts'
import { shown } from './shown.ts'

// Every query here asks for what the anon policy lets visitors see (onlyVisible), so a staff member
// signed in on the public site reads what visitors do, and what is built and what a browser refresh
// reads agree.
function published(client: PublicClient, columns: string) {
  return onlyVisible(client.from('blog_posts').select(columns, { count: 'exact' }), new Date())
}

function rows<T>(result: { data: unknown; error: { message: string } | null }, what: string): T {
  if (result.error) throw new Error(`Could not load ${what}: ${result.error.message}`)
  return shown(result.data) as T
}

/** Every published post with `columns`, newest first, read a page at a time (ties by id, so pages never overlap). */
function everyPublished<T>(client: PublicClient, columns: string, retry = true) {
  return readEveryRow(
    (from, to) =>
      published(client, columns)
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to)
        .retry(retry) as unknown as PromiseLike<PageResult<T>>,
  )
}

/**
 * Every published post, newest first, as cards show them (the list page's call). `retry: false`
 * turns off supabase-js's own retries, for callers that apply their own retry policy.
 */
export async function listPublished(client: PublicClient, { retry = true } = {}): Promise<PostSummary[]> {
  return withImageSets(
    client,
    rows<PostSummary[]>(await everyPublished<PostSummary>(client, summaryColumns, retry), 'the published posts'),
  )
}

/** What of every published post says whether a built site shows it as it is now: slug and times, nothing more. */
export async function listPublishedVersions(client: PublicClient): Promise<FingerprintedPost[]> {
  return rows<FingerprintedPost[]>(
    await everyPublished<FingerprintedPost>(client, 'slug, updated_at, published_at'),
    'the published posts',
  )
}

/** Every published post with its body, newest first (the build's call: articles and feeds). */
export async function listPublishedWithContent(client: PublicClient): Promise<Post[]> {
  return withImageSets(client, rows<Post[]>(await everyPublished<Post>(client, postColumns), 'the published posts'))
}

/** The published posts with these slugs, with their bodies, in no particular order (what changed since the last reading). */
export async function publishedWithContentBySlug(client: PublicClient, slugs: readonly string[]): Promise<Post[]> {
  const found: Post[] = []
  for (const group of inGroups(slugs)) {
    const read = await readEveryRow(
      (from, to) =>
        published(client, postColumns).in('slug', group).order('id').range(from, to) as unknown as PromiseLike<
          PageResult<Post>
        >,
    )
    found.push(...rows<Post[]>(read, 'the changed posts'))
  }
  return withImageSets(client, found)
}

/** The latest published posts (the home page's call). */
export async function latestPublished(client: PublicClient, limit: number): Promise<PostSummary[]> {
  return withImageSets(
    client,
    rows<PostSummary[]>(
      await published(client, summaryColumns).order('published_at', { ascending: false }).limit(limit),
      'the latest posts',
    ),
  )
}

/** One published post by its slug, or null when there is none. */
export async function postBySlug(client: PublicClient, slug: string): Promise<Post | null> {
  const post = rows<Post | null>(
    await published(client, postColumns).eq('slug', slug).maybeSingle(),
    `the post "${slug}"`,
  )
  return post && (await withImageSets(client, [post]))[0]!
}

/**
 * The posts an article offers next, by the rule relatedPosts (related.ts) applies to the whole
 * content: those of its category published just before it, then, if too few, just after it.
 */
export async function relatedPublished(
  client: PublicClient,
  post: Pick<Post, 'id' | 'category' | 'published_at'>,
  limit: number = blogLimits.related,
): Promise<PostSummary[]> {
  const others = () => published(client, summaryColumns).eq('category', post.category).neq('id', post.id)
  const older = rows<PostSummary[]>(
    await others()
      .or(`published_at.lt.${post.published_at},and(published_at.eq.${post.published_at},id.gt.${post.id})`)
      .order('published_at', { ascending: false })
      .order('id')
      .limit(limit),
    'related posts',
  )
  const newer =
    older.length < limit
      ? rows<PostSummary[]>(
          await others()
            .or(`published_at.gt.${post.published_at},and(published_at.eq.${post.published_at},id.lt.${post.id})`)
            .order('published_at')
            .order('id', { ascending: false })
            .limit(limit - older.length),
          'related posts',
        )
      : []
  return withImageSets(client, [...older, ...newer])
}

/** The site's recorded redirects from old post slugs (the build's call). */
export async function listRedirects(client: PublicClient): Promise<PostRedirect[]> {
  return rows(
    await readEveryRow((from, to) =>
      client
        .from('blog_post_redirects')
        .select('from_slug, to_slug', { count: 'exact' })
        .eq('website_code', websiteCode)
        .order('from_slug')
        .range(from, to),
    ),
    'the redirects from old post addresses',
  )
}
