import type { PreviewEnded, PreviewFound } from '../../../supabase/functions/post-preview/contract.ts'
import type { Post } from '../../lib/blog/index.ts'
import { shown } from '../../lib/blog/shown.ts'

/** A post to preview, as the article page shows it, with where it stands. */
export interface Previewed {
  kind: 'found'
  post: Post
  standing: PreviewFound['standing']
  /** The link shows changes not saved when it was made. */
  changes: boolean
  /** When the link stops working; null for a staff member's own preview. */
  expiresAt: string | null
  /** Read by a signed-in staff member, not through a link. */
  staff: boolean
}

/** What the preview page found to show: the article, or why there is none. */
export type Outcome =
  | Previewed
  | { kind: 'incomplete' | 'unknown' | 'failed' | 'missing' }
  | { kind: 'ended'; ended: PreviewEnded }
  | { kind: 'signIn'; postId: string }

/**
 * A post as the page may show it: text fields cleaned as every page cleans what it reads (a row
 * written straight through the API may hold control characters); the body is checked by its renderer.
 */
export const shownPost = (post: unknown): Post => shown(post) as Post
