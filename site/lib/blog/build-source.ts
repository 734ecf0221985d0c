// Build-time only (imported by +data and +onBeforePrerenderStart hooks, which run in Node).
import { createPublicClient, publicConnection } from '../supabase/index.ts'
import { listPublishedWithContent } from './queries.ts'
import type { Post, PostSummary } from './types.ts'

let posts: Promise<Post[]> | undefined

/**
 * The published posts the build prerenders, read once per build through supabase-js from the
 * backend the site is built against. Fails the build, saying what to do, when it cannot be read.
 */
export function publishedPostsForBuild(): Promise<Post[]> {
  // The development server reads afresh on every render, so a post published meanwhile shows up.
  if (process.env.NODE_ENV !== 'production') return load()
  posts ??= load()
  return posts
}

async function load(): Promise<Post[]> {
  const connection = publicConnection(process.env)
  try {
    return await listPublishedWithContent(createPublicClient(connection))
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
