import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BlogPostRow } from '../../site/lib/supabase/database.types.ts'
import { websiteCode, type CliContext } from '../context.ts'
import { answered, CliError, stepFailed } from '../errors.ts'
import { uploadImage } from '../images.ts'
import { allPostFiles, formatProblem, namedPostFiles, readPosts, type ParsedPost } from '../posts.ts'
import { changedFields, fieldsFromPost, fieldsHash, rowFor, type FieldChange } from '../rows.ts'

export interface PublishOptions {
  files: readonly string[]
  all?: boolean
  dryRun?: boolean
  json?: boolean
  force?: boolean
}

export type PublishAction = 'created' | 'updated' | 'unchanged' | 'would create' | 'would update' | 'refused: edited in the browser'

export interface PublishResult {
  slug: string
  file: string
  action: PublishAction
  changes: FieldChange[]
}

const describeValue = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return '(document)'
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/** `axon-blog publish`: validates every named post first, then upserts each one as published. */
export async function publishCommand(options: PublishOptions, context: CliContext): Promise<PublishResult[]> {
  if (Boolean(options.all) === options.files.length > 0) throw new CliError('Name the posts to publish, or pass --all (not both).', 'e.g. npx axon-blog publish content/my-post.md, or npx axon-blog publish --all', 2)
  const files = options.all ? allPostFiles(context.cwd) : namedPostFiles(context.cwd, options.files)
  const { posts, problems } = readPosts(files)
  if (problems.length) {
    for (const { file, problem } of problems) context.err(formatProblem(file, problem))
    throw new CliError(`Nothing was published: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the posts above.`, 'Fix them (npx axon-blog validate shows them again) and publish again.')
  }
  const client = await context.client()
  const slugs = posts.map((post) => post.slug)
  const { data: liveRows, error } = await client.from('blog_posts').select('*').eq('website_code', websiteCode).in('slug', slugs.length ? slugs : [''])
  if (error) throw stepFailed('Reading the live posts', error, 'Check SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or unset SUPABASE_URL to use the local stand-in.', ': nothing was published')
  const live = new Map((liveRows as BlogPostRow[]).map((row) => [row.slug, row]))

  const results: PublishResult[] = []
  for (const [index, post] of posts.entries()) {
    if (posts.length > 1) context.err(`[${index + 1}/${posts.length}] ${post.slug}`)
    results.push(await publishOne(post, live.get(post.slug), options, context))
  }
  report(results, options, context)
  const refused = results.filter((result) => result.action === 'refused: edited in the browser')
  if (refused.length) {
    const names = refused.map((result) => result.slug).join(', ')
    throw new CliError(
      `${names} ${refused.length === 1 ? 'was' : 'were'} changed in the browser admin since last published from ${refused.length === 1 ? 'its file' : 'their files'}, so ${refused.length === 1 ? 'it was' : 'they were'} not overwritten.`,
      `Bring the browser edits into the files with: npx axon-blog pull ${refused.map((result) => result.slug).join(' ')} — or discard them by publishing again with --force.`,
    )
  }
  return results
}

async function publishOne(post: ParsedPost, live: BlogPostRow | undefined, options: PublishOptions, context: CliContext): Promise<PublishResult> {
  const client = await context.client()
  let imageUrl: string | null = null
  if (post.frontMatter.featured_image) {
    const path = join(context.cwd, 'content', post.frontMatter.featured_image)
    let bytes: Buffer
    try {
      bytes = readFileSync(path)
    } catch {
      throw new CliError(`${post.file}: the featured image content/${post.frontMatter.featured_image} does not exist.`, 'Fix featured_image in the front matter, or add the image file.')
    }
    const name = `content/${post.frontMatter.featured_image}`
    imageUrl = options.dryRun
      ? (live?.featured_image_url ?? `(new image ${post.frontMatter.featured_image})`)
      : (await answered(`Publishing ${post.file}: uploading its featured image ${name}`, () => uploadImage(client, context.fetch, bytes, name), ': posts before it are live')).url
  }
  const fields = fieldsFromPost(post, imageUrl)
  const publishedAt = post.frontMatter.published_at ?? live?.published_at ?? context.now().toISOString()
  const changes = changedFields(live, { ...fields, status: 'published', published_at: publishedAt })
  const base = { slug: post.slug, file: post.file, changes }
  if (changes.length === 0) return { ...base, action: 'unchanged' }
  // The live row no longer matches what was last published from the file: someone edited it elsewhere.
  const drifted = live !== undefined && live.source_hash !== fieldsHash(live)
  if (drifted && !options.force) return { ...base, action: 'refused: edited in the browser' }
  if (options.dryRun) return { ...base, action: live ? 'would update' : 'would create' }
  const { error } = await client.from('blog_posts').upsert(rowFor(post.slug, fields, publishedAt, context.now()), { onConflict: 'website_code,slug' })
  if (error) throw stepFailed(`Publishing ${post.file}`, error, 'Posts published before it are live; fix the problem and run the same command again: it picks up where it stopped.', ': posts before it are live')
  return { ...base, action: live ? 'updated' : 'created' }
}

function report(results: PublishResult[], options: PublishOptions, context: CliContext): void {
  if (options.json) return context.out(JSON.stringify(results, null, 2))
  for (const result of results) {
    context.out(`${result.slug}  ${result.action}`)
    if (options.dryRun || result.action.startsWith('refused'))
      for (const change of result.changes) context.out(`    ${change.field}: ${describeValue(change.from)} → ${describeValue(change.to)}`)
  }
}
