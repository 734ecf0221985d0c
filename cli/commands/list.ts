import { listPosts, postStanding } from '../../site/lib/post-store/index.ts'
import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { failedTo } from '../errors.ts'
import { jsonOutput, utcMinute } from '../output.ts'

/** The status and date columns: a scheduled post shows when it goes live, to the minute, in UTC. */
function standing(
  post: { status: 'draft' | 'published'; published_at: string | null; created_at: string },
  now: Date,
): [string, string] {
  if (post.published_at !== null && postStanding(post, now) === 'scheduled')
    return ['scheduled', utcMinute(post.published_at)]
  return [post.status, (post.published_at ?? post.created_at).slice(0, 10)]
}

/** `axon-blog list`: the site's posts, newest first, with status, date and category; stored text is shown escaped, never obeyed. */
export async function listCommand(options: { json?: boolean }, context: CliContext): Promise<void> {
  const client = await context.client()
  const rows = await failedTo('list the posts', listPosts(client, { order: 'published' }))
  const posts = rows.map(({ slug, title, status, category, published_at, created_at }) => ({
    slug,
    title,
    status,
    category,
    published_at,
    created_at,
  }))
  if (options.json)
    return context.out(
      jsonOutput(posts.map((post) => ({ ...post, scheduled: postStanding(post, context.now()) === 'scheduled' }))),
    )
  if (!posts.length) return context.err('No posts yet. Write one with: npx axon-blog new "Title"')
  const lines = posts.map((post) =>
    [...standing(post, context.now()), post.category, post.slug, post.title].map(printable),
  )
  const widths = [9, ...[1, 2, 3].map((column) => Math.max(...lines.map((line) => line[column]!.length)))]
  for (const line of lines)
    context.out(line.map((cell, i) => (i < widths.length ? cell!.padEnd(widths[i]!) : cell)).join('  '))
}
