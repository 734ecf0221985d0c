import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  changedColumns,
  contentOf,
  historyAt,
  restoreVersion,
  type PostHistory,
  type PostVersion,
} from '../../site/lib/post-store/index.ts'
import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { CliError, failedTo } from '../errors.ts'
import { jsonOutput, utcMinute } from '../output.ts'
import { postFileText } from '../post-file-text.ts'
import { slugFromArgument } from '../posts.ts'
import { fieldsHash } from '../rows.ts'

const operations: Record<PostVersion['operation'], string> = {
  existing: 'as history began',
  insert: 'created',
  update: 'changed',
  delete: 'deleted',
}

/** What a version did, in a few words: created, deleted, or the columns it changed. */
function summary(version: PostVersion, earlier: PostVersion | undefined): string {
  if (version.operation !== 'update') return operations[version.operation]
  const columns = changedColumns(earlier?.post, version.post).filter(
    (column) => column !== 'word_count' && column !== 'read_time_minutes',
  )
  return columns.length ? `changed ${columns.join(', ')}` : 'saved again'
}

async function readHistory(slug: string, context: CliContext): Promise<PostHistory> {
  const client = await context.client()
  const history = await failedTo(`read the history of ${slug}`, historyAt(client, slug))
  if (!history) throw new CliError(`No post has ever had the slug ${slug}.`, 'See the posts with: npx axon-blog list')
  return history
}

/** `axon-blog history <slug|file>`: every version of a post, newest first: when, by whom, through which channel, what changed. */
export async function historyCommand(options: { post: string; json?: boolean }, context: CliContext): Promise<void> {
  const slug = slugFromArgument(options.post)
  const { versions, current } = await readHistory(slug, context)
  const rows = versions.map((version, index) => ({
    version: version.version,
    recorded_at: version.recordedAt,
    channel: version.channel,
    by: version.actor,
    change: summary(version, versions[index + 1]),
    title: version.post.title,
  }))
  if (options.json) return context.out(jsonOutput({ slug, deleted: current === null, versions: rows }))
  for (const row of rows)
    context.out(
      [
        String(row.version).padStart(4),
        utcMinute(row.recorded_at),
        row.channel.padEnd(5),
        printable(row.by ?? '—'),
        printable(row.change),
      ].join('  '),
    )
  context.err(
    current
      ? `See a version's text in the browser admin's History, or bring one back with: npx axon-blog restore ${slug} <version>`
      : `${slug} is deleted. Bring it back as it was with: npx axon-blog restore ${slug} ${versions[0]?.version ?? ''}`,
  )
}

/**
 * `axon-blog restore <slug|file> <version>`: brings a version of a post back as a new version, over
 * the post as this command read it, and writes it to content/<slug>.md so git holds it too.
 */
export async function restoreCommand(
  options: { post: string; version: string },
  context: CliContext,
): Promise<{ slug: string; version: number }> {
  const slug = slugFromArgument(options.post)
  const number = Number(options.version)
  if (!Number.isInteger(number) || number < 1)
    throw new CliError(
      `"${printable(options.version)}" is not a version number.`,
      `See the versions with: npx axon-blog history ${slug}`,
      2,
    )
  const { versions, current } = await readHistory(slug, context)
  const version = versions.find((candidate) => candidate.version === number)
  if (!version)
    throw new CliError(
      `${slug} has no version ${number}; its versions are 1 to ${versions[0]?.version ?? 0}.`,
      `See them with: npx axon-blog history ${slug}`,
    )
  const client = await context.client()
  // The file written below holds exactly these columns: publishing it is not an edit made elsewhere.
  const outcome = await failedTo(
    `restore ${slug}`,
    restoreVersion(client, version, current, { source_hash: fieldsHash(contentOf(version.post)) }),
  )
  if (!outcome.ok) throw refused(slug, outcome.reason)
  const file = join('content', `${outcome.row.slug}.md`)
  writeFileSync(join(context.cwd, file), await postFileText(outcome.row, context))
  context.out(`${outcome.row.slug}  restored version ${number}`)
  context.err(
    `${current ? `${slug} now says what version ${number} said` : `${slug} is back as version ${number} left it (${outcome.row.status})`}, as a new version; ${file} holds it too. Commit ${file}: publishing the old file again would undo the restore.`,
  )
  return { slug: outcome.row.slug, version: number }
}

function refused(slug: string, reason: 'slug-taken' | 'changed' | 'deleted' | 'already-restored'): CliError {
  switch (reason) {
    case 'changed':
    case 'deleted':
      return new CliError(
        `${slug} was changed by someone else while this command ran, so nothing was restored.`,
        `See the newest versions with: npx axon-blog history ${slug} — then run the same command again.`,
      )
    case 'already-restored':
      return new CliError(`${slug} has already been brought back.`, `See it with: npx axon-blog history ${slug}`)
    case 'slug-taken':
      return new CliError(
        `Another post has the address /insights/${slug} now, so the deleted post cannot come back there.`,
        'Rename or delete that post first, then run the same command again.',
      )
  }
}
