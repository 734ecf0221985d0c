// Build-time only: the +data and +onBeforePrerenderStart hooks and the scripts read the published content
// here, in Node. The .server suffix makes Vike fail the build if browser code ever imports this module.
import { readFile } from 'node:fs/promises'
import { createPublicClient, publicConnection, type PublicClient } from '../supabase/index.ts'
import { contentFingerprint, type FingerprintedPost } from './fingerprint.ts'
import {
  listPublishedVersions,
  listPublishedWithContent,
  listRedirects,
  publishedWithContentBySlug,
} from './queries.ts'
import { movedPosts, type MovedPost, type PostRedirect } from './redirects.ts'
import type { Post, PostSummary } from './types.ts'

/** Everything published that pages are rendered from, read together. */
export interface BuildContent {
  /** Published posts whose time has come, newest first, with their bodies. */
  posts: Post[]
  redirects: PostRedirect[]
}

declare global {
  // Vike types pageContext through this global namespace (https://vike.dev/pageContext#typescript).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /**
       * The content to render from, when the renderer has read it already: the local site's
       * refresher renders the pages a change touches from one reading of the backend.
       */
      buildContent?: BuildContent
    }
  }
}

/** What a render may carry: the content read for it, if any. */
type RenderContext = { buildContent?: BuildContent } | undefined

/**
 * The environment variable naming the file in which scripts/build/build.ts hands Vike's build the content
 * it read (BuildContent as JSON): the pages then show the very content of the build's feeds, share
 * images and record, and the backend is read once.
 */
export const buildContentFile = 'AXON_BUILD_CONTENT_FILE'

let content: Promise<BuildContent> | undefined

/** Reads the published posts and redirects through supabase-js, failing with what to do when it cannot. */
export function readBuildContent(env: NodeJS.ProcessEnv = process.env): Promise<BuildContent> {
  return loadForBuild(async (client) => {
    const [posts, redirects] = await Promise.all([listPublishedWithContent(client), listRedirects(client)])
    return { posts, redirects }
  }, env)
}

/** What of the published content says whether pages are out of date, without the posts' bodies. */
export interface ContentVersions {
  /** Newest first, as the build reads the posts. */
  posts: FingerprintedPost[]
  redirects: PostRedirect[]
  fingerprint: string
}

/** Reads the published posts' versions and the redirects: the local site's check for a change, every second. */
export function readContentVersions(env: NodeJS.ProcessEnv = process.env): Promise<ContentVersions> {
  return loadForBuild(async (client) => {
    const [posts, redirects] = await Promise.all([listPublishedVersions(client), listRedirects(client)])
    return { posts, redirects, fingerprint: await contentFingerprint(posts, redirects) }
  }, env)
}

/**
 * The published content at `versions`, reading in full only the posts not already in `previous` as
 * they are now: a publish costs the local site one post's reading, however many posts there are.
 */
export async function readContentSince(
  previous: BuildContent,
  versions: ContentVersions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BuildContent> {
  const known = new Map(previous.posts.map((post) => [post.slug, post]))
  const isCurrent = (version: FingerprintedPost) => {
    const post = known.get(version.slug)
    return post?.updated_at === version.updated_at && post.published_at === version.published_at
  }
  const stale = versions.posts.filter((version) => !isCurrent(version)).map((version) => version.slug)
  const read = stale.length ? await loadForBuild((client) => publishedWithContentBySlug(client, stale), env) : []
  const fresh = new Map(read.map((post) => [post.slug, post]))
  // In the order the versions were read in, the build's; a post unpublished meanwhile is left out.
  const posts = versions.posts.flatMap(
    (version) => fresh.get(version.slug) ?? (isCurrent(version) ? known.get(version.slug)! : []),
  )
  return { posts, redirects: versions.redirects }
}

/**
 * The content a page renders from: what the render was given, else what this build read once from
 * the backend the site is built against. The development server reads afresh on every render, so a
 * post published meanwhile shows up.
 */
export function contentForBuild(pageContext?: RenderContext): Promise<BuildContent> {
  if (pageContext?.buildContent) return Promise.resolve(pageContext.buildContent)
  if (process.env.NODE_ENV !== 'production') return readBuildContent()
  const file = process.env[buildContentFile]
  content ??= file ? readFile(file, 'utf8').then((text) => JSON.parse(text) as BuildContent) : readBuildContent()
  return content
}

/** The published posts the build prerenders. */
export async function publishedPostsForBuild(pageContext?: RenderContext): Promise<Post[]> {
  return (await contentForBuild(pageContext)).posts
}

/** The old article addresses the build prerenders as redirects to the posts that moved. */
export async function movedPostsForBuild(pageContext?: RenderContext): Promise<MovedPost<Post>[]> {
  const { posts, redirects } = await contentForBuild(pageContext)
  return movedPosts(redirects, posts)
}

/**
 * Runs a query against the backend the site is built against, failing with what to do when it
 * cannot be read.
 */
export async function loadForBuild<T>(
  query: (client: PublicClient) => Promise<T>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> {
  const connection = publicConnection(env)
  try {
    return await query(createPublicClient(connection))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      [
        `The build reads the published posts from the Supabase API at ${connection.url}, and could not: ${reason}`,
        'Start the backend first (npm start does it for you), point SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY at a hosted project,',
        'or build from the Markdown in content/ without a backend: npm run build -- --offline',
      ].join('\n'),
      { cause: error },
    )
  }
}

/** A post without its body, as lists and cards need it. */
export function summaryOf({
  content: _content,
  meta_title: _metaTitle,
  meta_description: _metaDescription,
  ...summary
}: Post): PostSummary {
  return summary
}
