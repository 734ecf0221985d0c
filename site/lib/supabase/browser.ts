import { builtConnection } from './built-connection.ts'
import { createPublicClient, type PublicClient } from './client.ts'

let client: PublicClient | undefined

/** The browser's one supabase-js client, connected to the backend the site was built against. */
export function browserClient(): PublicClient {
  client ??= createPublicClient(builtConnection)
  return client
}
