import { publishCommand } from '../../cli/commands/publish.ts'
import { silentContext } from '../../cli/context.ts'
import { CliError } from '../../cli/errors.ts'
import { createServiceClient } from '../../site/lib/supabase/service.ts'
import { localSecretKey } from '../../supabase/local/index.ts'

/**
 * Publishes content/ (or the posts of `cwd`'s content/) into a local backend whose blog is still
 * empty, so a fresh `npm start` or an offline build shows the posts. A backend that already has posts
 * is left as it is. The publish itself runs quietly; should it fail, the error carries what it said
 * (each invalid post's file, line and problem), its message and what to do.
 */
export async function seedPostsIfEmpty(url: string, cwd = process.cwd()): Promise<number> {
  const client = createServiceClient({ url, key: localSecretKey })
  const { count, error } = await client.from('blog_posts').select('id', { count: 'exact', head: true })
  if (error) throw new Error(`Could not read the local blog: ${error.message}`)
  if (count) return 0
  const said: string[] = []
  // Progress stays silent (silentContext); what the publish says on its error stream is what went wrong.
  const context = { ...silentContext(cwd, client, globalThis.fetch), err: (line: string) => said.push(line) }
  try {
    return (await publishCommand({ files: [], all: true }, context)).length
  } catch (error) {
    if (!(error instanceof CliError)) throw error
    throw new Error([...said, error.message, ...(error.hint ? [error.hint] : [])].join('\n'), { cause: error })
  }
}
