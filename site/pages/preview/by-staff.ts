// A signed-in staff member's full-page preview of any post (the editor's Preview button). Loaded only
// for /preview/?post=<id>: supabase-js stays out of the page a reviewer with a link downloads.
import { withImageSets } from '../../lib/blog/image-sets.ts'
import { postColumns } from '../../lib/blog/types.ts'
import { postStanding } from '../../lib/post-store/standing.ts'
import { browserClient } from '../../lib/supabase/browser.ts'
import { shownPost, type Outcome } from './outcome.ts'

/** The post with this id, read with the staff member's own session: RLS lets staff read drafts. */
export async function previewByStaff(postId: string): Promise<Outcome> {
  const client = browserClient()
  const { data: session, error: sessionError } = await client.auth.getSession()
  if (sessionError) return { kind: 'failed' }
  if (!session.session) return { kind: 'signIn', postId }
  const { data, error } = await client
    .from('blog_posts')
    .select(`${postColumns}, status`)
    .eq('id', postId)
    .maybeSingle()
  // An id that is not a UUID is no post, as a missing one is; an expired sign-in is no sign-in.
  if (error?.code === '22P02') return { kind: 'missing' }
  if (error?.code === 'PGRST301' || error?.code === 'PGRST303') return { kind: 'signIn', postId }
  if (error) return { kind: 'failed' }
  if (!data) return { kind: 'missing' }
  const standing = postStanding(data, new Date())
  const { status: _status, ...post } = data
  const dated = { ...post, published_at: post.published_at ?? new Date().toISOString() }
  // Without its sizes the featured image still shows, from its one URL.
  const [withSet = { ...dated, featured_image_set: null }] = await withImageSets(client, [dated]).catch(() => [])
  return { kind: 'found', post: shownPost(withSet), standing, changes: false, expiresAt: null, staff: true }
}
