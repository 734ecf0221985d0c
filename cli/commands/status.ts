import { deletePost, getPost, unpublishPost } from '../../site/lib/post-store/index.ts'
import { printable } from '../../site/lib/text/index.ts'
import type { CliContext } from '../context.ts'
import { CliError, failedTo } from '../errors.ts'
import { slugFromArgument } from '../posts.ts'

const undoNote = (slug: string) =>
  `Its versions are kept: bring it back with npx axon-blog history ${slug}, then restore.`

const noSuchPost = (slug: string) => new CliError(`There is no post ${slug}.`, 'See the posts with: npx axon-blog list')

/**
 * `axon-blog unpublish <slug|file>`: takes a post off the site by making it a draft again. It writes
 * only the status, with no read before it, so it cannot undo anyone's edit; an editor who loaded
 * the post earlier is told of the change when saving.
 */
export async function unpublishCommand(options: { post: string }, context: CliContext): Promise<{ slug: string }> {
  const slug = slugFromArgument(options.post)
  const client = await context.client()
  if (!(await failedTo(`unpublish ${slug}`, unpublishPost(client, slug)))) throw noSuchPost(slug)
  context.out(`${slug}  draft`)
  context.err(
    `${slug} is a draft now; it leaves the site at the next build. Publish it again with: npx axon-blog publish content/${slug}.md`,
  )
  return { slug }
}

/** `axon-blog delete <slug|file>`: deletes a post from the database after confirmation, only as it was when confirmed. */
export async function deleteCommand(
  options: { post: string; yes?: boolean },
  context: CliContext,
): Promise<{ slug: string }> {
  const slug = slugFromArgument(options.post)
  const client = await context.client()
  const found = await failedTo(`read ${slug}`, getPost(client, { slug }))
  if (!found) throw noSuchPost(slug)
  if (!options.yes) {
    if (!context.confirm)
      throw new CliError(
        `Deleting ${slug} needs confirmation, and there is no terminal to ask on.`,
        `Pass --yes to delete without asking: npx axon-blog delete ${slug} --yes`,
        2,
      )
    if (!(await context.confirm(`Are you sure you want to delete "${printable(found.title)}"? ${undoNote(slug)}`)))
      throw new CliError(`${slug} was not deleted.`)
  }
  // Only the version that was read (and shown in the question): an edit saved meanwhile is not deleted unseen.
  if (!(await failedTo(`delete ${slug}`, deletePost(client, found)))) {
    throw new CliError(
      `${slug} was changed (or deleted) by someone else while this command ran, so it was not deleted.`,
      `Look at it again with: npx axon-blog list — then run the same command again if it should still go.`,
    )
  }
  context.out(`${slug}  deleted`)
  context.err(
    `Deleted ${slug}. If content/${slug}.md still exists, delete it too, or publish --all will bring the post back.`,
  )
  return { slug }
}
