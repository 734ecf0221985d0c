// What post-preview answers. The preview page imports these types only, so no function code reaches the browser.

/** A featured image's stored variants, as blog_images records them. */
export interface PreviewImageSet {
  width: number
  height: number
  widths: number[]
  placeholder: string | null
}

/** The post as its article page will show it: the public fields and the document, nothing staff-only. */
export interface PreviewPost {
  id: string
  slug: string
  title: string
  excerpt: string
  category: string
  tags: string[]
  author_name: string
  author_role: string
  /** When the post went or goes live; for a post with no date yet, the time of the answer (about what publishing now gives it). */
  published_at: string
  updated_at: string
  read_time_minutes: number
  featured: boolean
  featured_image_url: string | null
  featured_image_alt: string | null
  featured_image_set: PreviewImageSet | null
  /** The body: a document tree as stored, which the renderer checks node by node. */
  content: unknown
  meta_title: string | null
  meta_description: string | null
}

/** 200 to `{"token": "…"}`: the post, where it stands, and until when the link works. */
export interface PreviewFound {
  post: PreviewPost
  /** draft: not on the site; scheduled: published with its time ahead; published: live (the link carries changes to it). */
  standing: 'draft' | 'scheduled' | 'published'
  /** The link shows changes made in the editor and not saved when it was made, not the stored post. */
  changes: boolean
  /** When the link stops working (ISO 8601). */
  expiresAt: string
}

/** 410: the link was real and works no more, with why and when (ISO 8601). */
export type PreviewEnded = { error: string; at: string } & (
  | { reason: 'expired' | 'revoked' | 'deleted' }
  | {
      reason: 'published'
      /** Where the article is read (or, scheduled, will be). */
      path: string
      /** Where the post stands now: live, scheduled, or taken off the site again. */
      standing: 'draft' | 'scheduled' | 'published'
      /** When it went or goes live; null once it is a draft again. */
      publishedAt: string | null
    }
)

/** Any other status: what went wrong, in words a person can act on. */
export interface PreviewRefused {
  error: string
}
