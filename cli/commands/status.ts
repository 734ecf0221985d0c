import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { websiteCode } from '../context.ts'
import { CliError } from '../errors.ts'
import { slugFromArgument } from '../posts.ts'

/**
 * `axon-blog unpublish <slug|file>`: takes a post off the site by making it a draft again. It writes
 * only the status, in one statement with no read before it, so it cannot undo anyone's edit; an
 * editor who loaded the post earlier is told of the change when saving.
 */
export async function unpublishCommand(options: { post: string }, context: CliContext): Promise<{ slug: string }> {
  const slug = slugFromArgument(options.post)
  const client = await context.client()
  const { data, error } = await client.from('blog_posts').update({ status: 'draft' }).eq('website_code', websiteCode).eq('slug', slug).select('slug, status')
  if (error) throw new CliError(`Could not unpublish ${slug}: ${error.message}`)
  if (!data.length) throw new CliError(`There is no post ${slug}.`, 'See the posts with: npx axon-blog list')
  context.out(`${slug}  draft`)
  context.err(`${slug} is a draft now; it leaves the site at the next build. Publish it again with: npx axon-blog publish content/${slug}.md`)
  return { slug }
}

/** `axon-blog delete <slug|file>`: deletes a post from the database after confirmation, only as it was when confirmed. */
export async function deleteCommand(options: { post: string; yes?: boolean }, context: CliContext): Promise<{ slug: string }> {
  const slug = slugFromArgument(options.post)
  const client = await context.client()
  const { data: found, error: readError } = await client.from('blog_posts').select('id, title, updated_at').eq('website_code', websiteCode).eq('slug', slug).maybeSingle()
  if (readError) throw new CliError(`Could not read ${slug}: ${readError.message}`)
  if (!found) throw new CliError(`There is no post ${slug}.`, 'See the posts with: npx axon-blog list')
  if (!options.yes) {
    if (!context.confirm) throw new CliError(`Deleting ${slug} needs confirmation, and there is no terminal to ask on.`, `Pass --yes to delete without asking: npx axon-blog delete ${slug} --yes`, 2)
    if (!(await context.confirm(`Are you sure you want to delete "${printable(found.title)}"? This cannot be undone.`))) throw new CliError(`${slug} was not deleted.`)
  }
  // Only the version that was read (and shown in the question): an edit saved meanwhile is not deleted unseen.
  const { data: deleted, error } = await client.from('blog_posts').delete().eq('id', found.id).eq('updated_at', found.updated_at).select('id')
  if (error) throw new CliError(`Could not delete ${slug}: ${error.message}`)
  if (!deleted.length) throw new CliError(`${slug} was changed (or deleted) by someone else while this command ran, so it was not deleted.`, `Look at it again with: npx axon-blog list — then run the same command again if it should still go.`)
  context.out(`${slug}  deleted`)
  context.err(`Deleted ${slug}. If content/${slug}.md still exists, delete it too, or publish --all will bring the post back.`)
  return { slug }
}
