import { publishCommand } from '../cli/commands/publish.ts'
import type { CliContext } from '../cli/context.ts'
import { createServiceClient } from '../site/lib/supabase/service.ts'
import { localServiceRoleKey } from '../supabase/local/index.ts'

/**
 * Publishes content/ into a local backend whose blog is still empty, so a fresh `npm start`
 * shows the posts. A backend that already has posts is left as it is.
 */
export async function seedPostsIfEmpty(url: string): Promise<number> {
  const client = createServiceClient({ url, key: localServiceRoleKey })
  const { count, error } = await client.from('blog_posts').select('id', { count: 'exact', head: true })
  if (error) throw new Error(`Could not read the local blog: ${error.message}`)
  if (count) return 0
  const context: CliContext = {
    cwd: process.cwd(),
    client: async () => client,
    fetch: globalThis.fetch,
    now: () => new Date(),
    out: () => {},
    err: () => {},
    color: false,
  }
  return (await publishCommand({ files: [], all: true }, context)).length
}
