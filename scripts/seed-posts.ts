import { publishCommand } from '../cli/commands/publish.ts'
import { silentContext } from '../cli/context.ts'
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
  return (await publishCommand({ files: [], all: true }, silentContext(process.cwd(), client, globalThis.fetch))).length
}
