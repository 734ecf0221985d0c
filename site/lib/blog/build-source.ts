// Build-time only (imported by +data and +onBeforePrerenderStart hooks, which run in Node).
import { createPublicClient, publicConnection, type PublicClient } from '../supabase/index.ts'
import { listPublishedWithContent, listRedirects } from './queries.ts'
import { movedPosts, type MovedPost } from './redirects.ts'
import type { Post, PostSummary } from './types.ts'

let posts: Promise<Post[]> | undefined
let moved: Promise<MovedPost<Post>[]> | undefined

/**
 * The published posts the build prerenders, read once per build through supabase-js from the
 * backend the site is built against. Fails the build, saying what to do, when it cannot be read.
 */
export function publishedPostsForBuild(): Promise<Post[]> {
  // The development server reads afresh on every render, so a post published meanwhile shows up.
  if (process.env.NODE_ENV !== 'production') return loadForBuild(listPublishedWithContent)
  posts ??= loadForBuild(listPublishedWithContent)
  return posts
}

/** The old article addresses the build prerenders as redirects to the posts that moved, read like the posts. */
export function movedPostsForBuild(): Promise<MovedPost<Post>[]> {
  const read = async () => movedPosts(await loadForBuild(listRedirects), await publishedPostsForBuild())
  if (process.env.NODE_ENV !== 'production') return read()
  moved ??= read()
  return moved
}

/**
 * Runs a query against the backend the site is built against, failing with what to do when it
 * cannot be read.
 */
export async function loadForBuild<T>(query: (client: PublicClient) => Promise<T>, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  const connection = publicConnection(env)
  try {
    return await query(createPublicClient(connection))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      [
        `The build reads the published posts from the Supabase API at ${connection.url}, and could not: ${reason}`,
        'Start the backend first (npm start does it for you), point SUPABASE_URL and SUPABASE_ANON_KEY at a hosted project,',
        'or build from the Markdown in content/ without a backend: npm run build -- --offline',
      ].join('\n'),
      { cause: error },
    )
  }
}

/** A post without its body, as lists and cards need it. */
export function summaryOf({ content: _content, meta_title: _metaTitle, meta_description: _metaDescription, ...summary }: Post): PostSummary {
  return summary
}
