import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  createPosts,
  getPost,
  listPosts,
  postStanding,
  savePost,
  StoreError,
  type PostWrite,
  type StoreClient,
} from '../../site/lib/post-store/index.ts'
import type { BlogPostRow } from '../../site/lib/supabase/database.types.ts'
import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { answered, CliError, stepFailed } from '../errors.ts'
import { uploadImage } from '../images.ts'
import { jsonOutput, utcMinute } from '../output.ts'
import { allPostFiles, formatProblem, namedPostFiles, readPosts, type ParsedPost } from '../posts.ts'
import { changedFields, fieldsFromPost, fieldsHash, rowFor, type FieldChange } from '../rows.ts'
import { writeOnce, type WriteFate } from '../unanswered.ts'

export interface PublishOptions {
  files: readonly string[]
  all?: boolean
  dryRun?: boolean
  json?: boolean
  force?: boolean
}

export type PublishAction =
  'created' | 'updated' | 'unchanged' | 'would create' | 'would update' | 'refused: edited in the browser'

export interface PublishResult {
  slug: string
  file: string
  action: PublishAction
  changes: FieldChange[]
  /** On a refusal: the post changed after this command read it, so its write matched nothing. */
  changedWhilePublishing?: true
  /** When a post whose published_at is still ahead goes live (ISO 8601, UTC); visitors do not see it before. */
  scheduledFor?: string
}

const describeValue = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) return '(document)'
  const text = printable(JSON.stringify(value))
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/**
 * `axon-blog publish`: validates every named post first, then writes each one as published, but
 * never over a version it did not read and compare: such a post is refused, and the command fails.
 */
export async function publishCommand(options: PublishOptions, context: CliContext): Promise<PublishResult[]> {
  if (Boolean(options.all) === options.files.length > 0)
    throw new CliError(
      'Name the posts to publish, or pass --all (not both).',
      'e.g. npx axon-blog publish content/my-post.md, or npx axon-blog publish --all',
      2,
    )
  const files = options.all ? allPostFiles(context.cwd) : namedPostFiles(context.cwd, options.files)
  const { posts, problems } = readPosts(context.cwd, files)
  if (problems.length) {
    for (const { file, check } of problems) context.err(formatProblem(file, check))
    throw new CliError(
      `Nothing was published: ${problems.length} problem${problems.length === 1 ? '' : 's'} in the posts above.`,
      'Fix them (npx axon-blog validate shows them again) and publish again.',
    )
  }
  const client = await context.client()
  const slugs = posts.map((post) => post.slug)
  const liveRows = await listPosts(client, { slugs }).catch((error: unknown) => {
    if (!(error instanceof StoreError)) throw error
    throw stepFailed(
      'Reading the live posts',
      error,
      'Check SUPABASE_URL and SUPABASE_SECRET_KEY, or unset SUPABASE_URL to use the local stand-in.',
      ': nothing was published',
    )
  })
  const live = new Map(liveRows.map((row) => [row.slug, row]))

  const results = await publishAllNew(posts, live, options, context)
  const progress = context.progress ?? context.err
  for (const [index, post] of posts.entries()) {
    if (index < results.length) continue
    if (posts.length > 1) progress(`[${index + 1}/${posts.length}] ${post.slug}`)
    results.push(await publishOne(post, live.get(post.slug), options, context))
  }
  report(results, options, context)
  const refused = results.filter((result) => result.action === 'refused: edited in the browser')
  if (refused.length) throw refusal(refused, options)
  return results
}

// A write's body stays well under what the API takes in one request (1 MB on the local stand-in).
const batchBytes = 512 * 1024

/**
 * Publishes many posts the site has none of yet (a first publish, a fresh backend) in a few writes of
 * many posts each, instead of one per post, with the same rows and results; each write is all or
 * none. Gives back the results of the posts written, in order: all of them, or those before a write
 * that found a post made meanwhile at one of its slugs, which wrote nothing; the caller publishes the
 * rest one by one, refusing that one alone. None when it does not apply.
 */
async function publishAllNew(
  posts: ParsedPost[],
  live: Map<string, BlogPostRow>,
  options: PublishOptions,
  context: CliContext,
): Promise<PublishResult[]> {
  if (posts.length < 2 || live.size > 0 || options.dryRun) return []
  const client = await context.client()
  const progress = context.progress ?? context.err
  progress(`Publishing ${posts.length} new posts at once`)
  const planned: { result: PublishResult; row: PostWrite; bytes: number }[] = []
  for (const post of posts) {
    const { row, base } = await planPost(post, undefined, options, context)
    planned.push({ result: { ...base, action: 'created' }, row, bytes: JSON.stringify(row).length })
  }
  const written: PublishResult[] = []
  while (written.length < planned.length) {
    const batch = nextBatch(planned.slice(written.length))
    const rows = batch.map(({ row }) => row)
    const outcome = await writeOnce(
      () => createPosts(client, rows),
      () => batchFate(client, rows),
      () => ({ ok: true }) as const,
    ).catch((error: unknown) => {
      if (!(error instanceof StoreError)) throw error
      throw stepFailed(
        `Publishing ${batch[0]!.result.file} and the ${batch.length - 1} posts after it`,
        error,
        'Posts published before them are live; fix the problem and run the same command again: it picks up where it stopped.',
        ': posts before them are live',
      )
    })
    if (!outcome.ok) break
    written.push(...batch.map(({ result }) => result))
  }
  return written
}

/** Whether a write of new posts, all or none, is in: none of its slugs taken, or all by these very rows. */
async function batchFate(client: StoreClient, rows: PostWrite[]): Promise<WriteFate> {
  const found = await listPosts(client, { slugs: rows.map((row) => row.slug) })
  if (found.length === 0) return 'not written'
  const hashes = new Map(found.map((row) => [row.slug, row.source_hash]))
  return rows.every((row) => hashes.get(row.slug) === row.source_hash) ? 'written' : 'unknown'
}

/** The posts at the head of `planned` that fit one write: at least one, then as many as stay under batchBytes. */
function nextBatch<T extends { bytes: number }>(planned: T[]): T[] {
  let end = 1
  let bytes = planned[0]!.bytes
  while (end < planned.length && bytes + planned[end]!.bytes <= batchBytes) bytes += planned[end++]!.bytes
  return planned.slice(0, end)
}

/** The address of a post's featured image, uploading the file it names (on a dry run, what it would be). */
async function featuredImageUrl(
  post: ParsedPost,
  live: BlogPostRow | undefined,
  options: PublishOptions,
  context: CliContext,
): Promise<string | null> {
  const client = await context.client()
  let imageUrl: string | null = null
  if (post.frontMatter.featured_image) {
    const path = join(context.cwd, 'content', post.frontMatter.featured_image)
    let bytes: Buffer
    try {
      bytes = readFileSync(path)
    } catch {
      throw new CliError(
        `${post.file}: the featured image content/${post.frontMatter.featured_image} does not exist.`,
        'Fix featured_image in the front matter, or add the image file.',
      )
    }
    const name = `content/${post.frontMatter.featured_image}`
    imageUrl = options.dryRun
      ? (live?.featured_image_url ?? `(new image ${post.frontMatter.featured_image})`)
      : (
          await answered(
            `Publishing ${post.file}: uploading its featured image ${name}`,
            () => uploadImage(client, bytes, name),
            ': posts before it are live',
          )
        ).url
  }
  return imageUrl
}

/** What publishing a post writes (its row) and says (its result, but for the action), against the live version. */
async function planPost(
  post: ParsedPost,
  live: BlogPostRow | undefined,
  options: PublishOptions,
  context: CliContext,
): Promise<{ row: PostWrite; base: Omit<PublishResult, 'action'> }> {
  const fields = fieldsFromPost(post, await featuredImageUrl(post, live, options, context))
  // With no date in the file or stored, the database stamps the time it publishes the post: this machine's clock may be out.
  const publishedAt = post.frontMatter.published_at ?? live?.published_at ?? null
  const changes = changedFields(live, { ...fields, status: 'published', published_at: publishedAt })
  const scheduled = postStanding({ status: 'published', published_at: publishedAt }, context.now()) === 'scheduled'
  const base = {
    slug: post.slug,
    file: post.file,
    changes,
    ...(scheduled && publishedAt ? { scheduledFor: new Date(publishedAt).toISOString() } : {}),
  }
  return { row: rowFor(post.slug, fields, publishedAt), base }
}

async function publishOne(
  post: ParsedPost,
  live: BlogPostRow | undefined,
  options: PublishOptions,
  context: CliContext,
): Promise<PublishResult> {
  const client = await context.client()
  const { row, base } = await planPost(post, live, options, context)
  const { changes } = base
  if (changes.length === 0) return { ...base, action: 'unchanged' }
  // The live row no longer matches what was last published from the file: someone edited it elsewhere.
  const drifted = live !== undefined && live.source_hash !== fieldsHash(live)
  if (drifted && !options.force) return { ...base, action: 'refused: edited in the browser' }
  if (options.dryRun) return { ...base, action: live ? 'would update' : 'would create' }
  const written = await writeOver(client, post, row, live)
  if (!written) return { ...base, action: 'refused: edited in the browser', changedWhilePublishing: true }
  return { ...base, action: live ? 'updated' : 'created' }
}

/**
 * Writes a post's row only over the version this command read and compared, as the admin's save
 * does (the store's savePost). False when someone else wrote first: changed or deleted the post,
 * or created one at its slug.
 */
async function writeOver(
  client: StoreClient,
  post: ParsedPost,
  row: PostWrite,
  live: BlogPostRow | undefined,
): Promise<boolean> {
  try {
    return await writeOnce(
      async () => (await savePost(client, row, live ?? null)).ok,
      () => postFate(client, row, live),
      () => true,
    )
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    throw stepFailed(
      `Publishing ${post.file}`,
      error,
      'Posts published before it are live; fix the problem and run the same command again: it picks up where it stopped.',
      ': posts before it are live',
    )
  }
}

/**
 * Whether a write of one post over `live` (none: a new post) is in: the post is still that version
 * (or still absent), or it is now these very fields, written since.
 */
async function postFate(client: StoreClient, row: PostWrite, live: BlogPostRow | undefined): Promise<WriteFate> {
  const current = await getPost(client, { slug: row.slug })
  if (current === null) return live === undefined ? 'not written' : 'unknown'
  if (live !== undefined && current.updated_at === live.updated_at) return 'not written'
  const ours = current.source_hash === row.source_hash && fieldsHash(current) === row.source_hash
  return ours && current.status === row.status ? 'written' : 'unknown'
}

/** The failure for posts not overwritten: changed elsewhere since last published, or while this command ran. */
function refusal(refused: PublishResult[], options: PublishOptions): CliError {
  const sentence = (results: PublishResult[], when: string) => {
    const one = results.length === 1
    return `${results.map((result) => result.slug).join(', ')} ${one ? 'was' : 'were'} changed ${when}, so ${one ? 'it was' : 'they were'} not overwritten.`
  }
  const edited = refused.filter((result) => !result.changedWhilePublishing)
  const raced = refused.filter((result) => result.changedWhilePublishing)
  const message = [
    edited.length
      ? sentence(
          edited,
          `in the browser admin since last published from ${edited.length === 1 ? 'its file' : 'their files'}`,
        )
      : '',
    raced.length
      ? sentence(
          raced,
          `in the browser admin (or by another publish) while this command was publishing${options.force ? ', after --force had checked what it overwrites' : ''}`,
        )
      : '',
  ]
    .filter(Boolean)
    .join(' ')
  const slugs = refused.map((result) => result.slug).join(' ')
  return new CliError(
    message,
    `Bring the browser edits into the files with: npx axon-blog pull ${slugs} — or see them with --dry-run and discard them by publishing again with --force.`,
  )
}

function report(results: PublishResult[], options: PublishOptions, context: CliContext): void {
  if (options.json) return context.out(jsonOutput(results))
  for (const result of results) {
    context.out(
      `${result.slug}  ${result.action}${result.scheduledFor ? `, scheduled for ${utcMinute(result.scheduledFor)}` : ''}`,
    )
    if (options.dryRun || result.action.startsWith('refused'))
      for (const change of result.changes)
        context.out(`    ${change.field}: ${describeValue(change.from)} → ${describeValue(change.to)}`)
  }
}
