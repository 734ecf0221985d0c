import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPosts, updatePost } from '../../site/lib/post-store/index.ts'
import { serializePostFile } from '../../site/lib/post/files.ts'
import {
  authorFor,
  authorKeys,
  docSchema,
  docToMarkdown,
  postFrontMatterSchema,
  type AuthorKey,
} from '../../site/lib/post/index.ts'
import type { BlogPostRow } from '../../site/lib/supabase/database.types.ts'
import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { CliError, failedTo } from '../errors.ts'
import { slugFromArgument } from '../posts.ts'
import { fieldsHash } from '../rows.ts'

function authorKeyOf(row: BlogPostRow): AuthorKey {
  return (
    authorKeys.find((key) => authorFor(key).name === row.author_name) ??
    authorKeys.find((key) => authorFor(key).role === row.author_role) ??
    'team'
  )
}

async function downloadImage(url: string, context: CliContext): Promise<string> {
  const response = await context.fetch(url)
  if (!response.ok) throw new CliError(`The featured image ${url} could not be downloaded (HTTP ${response.status}).`)
  const name = url.split('/').pop() ?? 'image.webp'
  mkdirSync(join(context.cwd, 'content', 'images'), { recursive: true })
  writeFileSync(join(context.cwd, 'content', 'images', name), new Uint8Array(await response.arrayBuffer()))
  return `images/${name}`
}

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
    const doc = docSchema.safeParse(row.content)
    if (!doc.success)
      throw new CliError(
        `The content of ${row.slug} in the database is not a valid document: ${doc.error.issues[0]?.message}`,
        'Fix it in the browser admin, then pull again.',
      )
    const frontMatter = postFrontMatterSchema.safeParse({
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      category: row.category,
      tags: row.tags,
      author: authorKeyOf(row),
      featured: row.featured,
      ...(row.featured_image_url
        ? {
            featured_image: await downloadImage(row.featured_image_url, context),
            featured_image_alt: row.featured_image_alt ?? row.title,
          }
        : {}),
      ...(row.meta_title ? { meta_title: row.meta_title } : {}),
      ...(row.meta_description ? { meta_description: row.meta_description } : {}),
      ...(row.published_at ? { published_at: row.published_at } : {}),
    })
    if (!frontMatter.success) {
      const issue = frontMatter.error.issues[0]
      throw new CliError(
        `${row.slug} in the database cannot be written as a post file: ${issue?.path.join('.')}: ${printable(issue?.message ?? 'invalid')}`,
        'Fix it in the browser admin, then pull again.',
      )
    }
    const file = join('content', `${row.slug}.md`)
    writeFileSync(join(context.cwd, file), serializePostFile(frontMatter.data, docToMarkdown(doc.data)))
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
