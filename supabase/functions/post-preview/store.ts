import { functionClient } from '../_shared/supabase.ts'
import type { PreviewImageSet } from './contract.ts'

/** A row of public.post_preview_links, as the function reads it. */
export interface StoredLink {
  post_id: string | null
  slug: string
  snapshot: unknown
  expires_at: string
  ended_at: string | null
  ended_reason: 'revoked' | 'published' | 'deleted' | null
}

/** The columns of blog_posts a preview needs: the public ones, and where the post stands. */
export const postColumns =
  'id, slug, title, excerpt, category, tags, author_name, author_role, status, published_at, updated_at, read_time_minutes, featured, featured_image_url, featured_image_alt, content, meta_title, meta_description'

/** A post as the function reads it. */
export interface StoredPost {
  id: string
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  author_name: string
  author_role: string
  status: 'draft' | 'published'
  published_at: string | null
  updated_at: string
  read_time_minutes: number
  featured: boolean
  featured_image_url: string | null
  featured_image_alt: string | null
  content: unknown
  meta_title: string | null
  meta_description: string | null
}

/** What the function reads, past the policies (the token is the visitor's authority). */
export interface PreviewStore {
  /** The link whose token has this SHA-256 (hex); undefined when there is none. */
  link(tokenHash: string): Promise<StoredLink | undefined>
  /** A post by id; undefined when it is gone. */
  post(id: string): Promise<StoredPost | undefined>
  /** The stored variants of the image at `path` in blog-images; null when it has none. */
  imageSet(path: string): Promise<PreviewImageSet | null>
}

const fail = (what: string, error: { message: string }) => new Error(`Could not ${what}: ${error.message}`)

/** The store on the project's database, through supabase-js with the secret (service_role) key. */
export function supabasePreviewStore(url: string, secretKey: string, fetchImpl?: typeof fetch): PreviewStore {
  const client = functionClient(url, secretKey, { fetch: fetchImpl })
  return {
    async link(tokenHash) {
      const { data, error } = await client
        .from('post_preview_links')
        .select('post_id, slug, snapshot, expires_at, ended_at, ended_reason')
        .eq('token_hash', tokenHash)
        .maybeSingle()
      if (error) throw fail('read the preview link', error)
      return (data as StoredLink | null) ?? undefined
    },
    async post(id) {
      const { data, error } = await client.from('blog_posts').select(postColumns).eq('id', id).maybeSingle()
      if (error) throw fail('read the post', error)
      return (data as StoredPost | null) ?? undefined
    },
    async imageSet(path) {
      const { data, error } = await client
        .from('blog_images')
        .select('width, height, widths, placeholder')
        .eq('path', path)
        .maybeSingle()
      if (error) throw fail("read the featured image's sizes", error)
      return (data as PreviewImageSet | null) ?? null
    },
  }
}
