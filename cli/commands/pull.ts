import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPosts, updatePost } from '../../site/lib/post-store/index.ts'
import type { CliContext } from '../context.ts'
import { CliError, failedTo } from '../errors.ts'
import { postFileText } from '../post-file-text.ts'
import { slugFromArgument } from '../posts.ts'
import { fieldsHash } from '../rows.ts'

/** `axon-blog pull [slug…]`: writes posts from the database to content/<slug>.md, so browser edits come back into git. */
export async function pullCommand(
  options: { posts: readonly string[] },
  context: CliContext,
): Promise<{ files: string[] }> {
  const slugs = options.posts.map(slugFromArgument)
  const client = await context.client()
  const rows = await failedTo(
    'read the posts',
    listPosts(client, { order: 'slug', ...(slugs.length ? { slugs } : {}) }),
  )
  const missing = slugs.filter((slug) => !rows.some((row) => row.slug === slug))
  if (missing.length)
    throw new CliError(`There is no post ${missing.join(', ')}.`, 'See the posts with: npx axon-blog list')
  const files: string[] = []
  const changed: string[] = []
  for (const row of rows) {
    const text = await postFileText(row, context)
    const file = join('content', `${row.slug}.md`)
    writeFileSync(join(context.cwd, file), text)
    // The file now holds the version read: later publishes from it are not edits made elsewhere. Only
    // if the post is still that version: a newer edit must keep showing as made elsewhere.
    const hash = fieldsHash(row)
    if (row.source_hash !== hash && !(await updatePost(client, row, { source_hash: hash })).ok) changed.push(row.slug)
    context.out(file)
    files.push(file)
  }
  context.err(
    files.length
      ? `Wrote ${files.length} post${files.length === 1 ? '' : 's'}. Review them with git diff, then commit.`
      : 'There are no posts to pull.',
  )
  if (changed.length)
    throw new CliError(
      `${changed.join(', ')} changed while being pulled, so ${changed.length === 1 ? 'its file holds' : 'their files hold'} the version before that change.`,
      `Pull again to bring in the newest version: npx axon-blog pull ${changed.join(' ')}`,
    )
  return { files }
}
