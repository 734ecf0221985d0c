import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../site/lib/supabase/database.types.ts'
import { createPublicClient } from '../../site/lib/supabase/public.ts'
import { startLocalSupabase, type LocalSupabase } from './index.ts'

export type Client = SupabaseClient<Database>

export interface Actors {
  supabase: LocalSupabase
  anon: Client
  user: Client
  staff: Client
  service: Client
}

/** A supabase-js client that reaches the stand-in in-process, with the given key. */
export function clientFor(supabase: LocalSupabase, key: string): Client {
  return createPublicClient({ url: supabase.url, key }, { fetch: supabase.fetch })
}

async function signedIn(supabase: LocalSupabase, email: string, password: string): Promise<Client> {
  const client = clientFor(supabase, supabase.publishableKey)
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/**
 * An in-memory stand-in with one client per kind of caller: anon, a signed-in non-staff user, Axon
 * staff and the service role, made with the publishable and secret keys as the site and the CLI are.
 */
export async function startWithActors(): Promise<Actors> {
  const supabase = await startLocalSupabase({ port: false, functions: {} })
  await supabase.createUser({ email: 'reader@example.com', password: 'reader-password-1' })
  await supabase.createUser({ email: 'editor@example.com', password: 'editor-password-1' }, { staffOf: 'axon' })
  return {
    supabase,
    anon: clientFor(supabase, supabase.publishableKey),
    user: await signedIn(supabase, 'reader@example.com', 'reader-password-1'),
    staff: await signedIn(supabase, 'editor@example.com', 'editor-password-1'),
    service: clientFor(supabase, supabase.secretKey),
  }
}

/** A valid post row for inserts in tests. */
export function postRow(
  overrides: Partial<Database['public']['Tables']['blog_posts']['Insert']> = {},
): Database['public']['Tables']['blog_posts']['Insert'] {
  return {
    title: 'Test post',
    slug: `test-${Math.random().toString(36).slice(2, 10)}`,
    excerpt: 'A post written by the tests.',
    author_name: 'Test Author',
    author_role: 'Team Member',
    category: 'technical',
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello.' }] }] },
    ...overrides,
  }
}
