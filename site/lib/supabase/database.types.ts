// The database's public schema as supabase-js sees it, in the shape `supabase gen types typescript`
// writes. Keep it in step with supabase/migrations; a test compares it with the live columns.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

type Table<Row, Required extends keyof Row> = {
  Row: Row
  Insert: Pick<Row, Required> & Partial<Omit<Row, Required>>
  Update: Partial<Row>
  Relationships: []
}

export type BlogPostRow = {
  id: string
  website_code: string
  title: string
  slug: string
  excerpt: string
  content: Json
  author_name: string
  author_role: string
  category: string
  tags: string[]
  read_time_minutes: number
  word_count: number
  status: 'draft' | 'published'
  featured: boolean
  featured_image_url: string | null
  featured_image_alt: string | null
  meta_title: string | null
  meta_description: string | null
  created_at: string
  updated_at: string
  published_at: string | null
  /** Fingerprint of the file-decided columns at the last `axon-blog publish`; null for posts made in the browser. */
  source_hash: string | null
}

/** An old slug of a published post and the slug the post has now, for the build to redirect. */
export type BlogPostRedirectRow = {
  website_code: string
  from_slug: string
  to_slug: string
  created_at: string
}

export type BlogCategoryRow = {
  website_code: string
  slug: string
  name: string
  sort_order: number
}

export type StaffMemberRow = {
  user_id: string
  website_code: string
  created_at: string
}

/** Why an enquiry looks automated; such an enquiry is kept but not notified until staff find it genuine. */
export type EnquiryFlag =
  | 'honeypot_filled'
  | 'filled_too_fast'
  | 'challenge_missing'
  | 'challenge_invalid'
  | 'challenge_expired'
  | 'challenge_reused'

/** Where an enquiry stands in the inbox. */
export type EnquiryStatus = 'new' | 'in_progress' | 'closed'

export type ContactEnquiryRow = {
  id: string
  website_code: string
  name: string
  email: string
  company: string
  role: string | null
  phone: string | null
  message: string
  created_at: string
  /** Only the functions read these two: staff are not granted them. */
  ip_hash: string | null
  user_agent: string | null
  /** Null for an ordinary enquiry. */
  flagged_reason: EnquiryFlag | null
  status: EnquiryStatus
  /** Stamped by the database whenever the status changes. */
  status_changed_at: string
  /** Internal notes, never shown to the visitor. */
  notes: string
  /** Staff's decision on a flagged enquiry: genuine joins New and is notified; spam is hidden and expires. */
  review: 'genuine' | 'spam' | null
  /** The page the form was sent from, the visit's landing page, the referring site's origin, the landing address's utm_*. */
  page_path: string | null
  landing_path: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  notified_at: string | null
  notification_error: string | null
  notification_attempts: number
  /** When the next try to send the notification is due; null when none is. */
  notification_due_at: string | null
  /** The signed webhook to the firm's tools: when it was taken, the last error, tries, the next try. */
  handed_off_at: string | null
  handoff_error: string | null
  handoff_attempts: number
  handoff_due_at: string | null
}

/** One thing that happened to an enquiry, written by the database: who (null: the site itself), when, what. */
export type ContactEnquiryEventRow = {
  id: number
  enquiry_id: string
  website_code: string
  at: string
  actor: string | null
  kind: 'status' | 'notes' | 'review' | 'notified' | 'notification_failed' | 'handed_off' | 'handoff_failed'
  detail: Json
}

/** A proof-of-work solution already accepted, kept until its challenge expires. */
export type ContactChallengeUsedRow = {
  signature: string
  expires_at: string
}

export type ContactRateLimitRow = {
  id: number
  key: string
  attempted_at: string
}

/** A dispatch that rebuilds the site: the staff requests it covers, when it is due, and its outcome. */
export type SiteRebuildRow = {
  id: number
  website_code: string
  /** The site's dispatches in order; the unique (website_code, sequence) key lets one concurrent claim win. */
  sequence: number
  requested_at: string
  last_requested_at: string
  requested_by: string | null
  request_count: number
  due_at: string
  started_at: string | null
  sent_at: string | null
  error: string | null
}

/** One staff request for a rebuild, and the dispatch that covers it once the function has chosen one. */
export type SiteRebuildRequestRow = {
  id: number
  website_code: string
  requested_by: string
  requested_at: string
  rebuild_id: number | null
}

/** A featured image the CLI or the admin stored, with its variants' facts (see its migration). */
export type BlogImageRow = {
  /** The image's own name in blog-images, `posts/<hex>.webp`. */
  path: string
  width: number
  height: number
  /** The widths it is also stored at, each as AVIF and WebP. */
  widths: number[]
  /** A tiny WebP as a data: URI; null for an image with transparency. */
  placeholder: string | null
  created_at: string
}

/** A post as the admin's list reads it (the view blog_post_list): no body, and the date its card shows. */
export type BlogPostListRow = Pick<
  BlogPostRow,
  | 'id'
  | 'website_code'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'author_name'
  | 'category'
  | 'read_time_minutes'
  | 'status'
  | 'featured'
  | 'featured_image_url'
  | 'featured_image_alt'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
> & {
  /** When the post was published, else when it was created: the list's order. */
  listed_at: string
}

/** Which channel wrote a version of a post: a staff session, axon-blog in a terminal or CI, another secret-key client, or SQL. */
export type PostVersionChannel = 'admin' | 'cli' | 'ci' | 'api' | 'sql'

/** One version of a post, written by the database on each insert, update and delete; read-only to everyone. */
export type BlogPostVersionRow = {
  id: number
  post_id: string
  website_code: string
  slug: string
  version: number
  /** existing: the post as it stood when its history began. */
  operation: 'existing' | 'insert' | 'update' | 'delete'
  /** The whole row as this write left it (a delete: as it was just before). */
  post: Json
  actor_id: string | null
  /** The staff member's e-mail, or the name a secret-key client gave. */
  actor_label: string | null
  channel: PostVersionChannel
  recorded_at: string
}

/** A post deleted and not brought back (the view deleted_blog_posts), with its last version. */
export type DeletedBlogPostRow = {
  post_id: string
  website_code: string
  slug: string
  title: string
  status: BlogPostRow['status']
  version: number
  actor_label: string | null
  channel: PostVersionChannel
  deleted_at: string
}

/** Why a preview link stopped working before it expired. */
export type PreviewLinkEnd = 'revoked' | 'published' | 'deleted'

/** A link that lets someone without an account read a post before it goes out; only its token's hash is stored. */
export type PostPreviewLinkRow = {
  id: string
  website_code: string
  /** Null once the post is deleted. */
  post_id: string | null
  /** The post's slug when the link was made. */
  slug: string
  /** The token's SHA-256 in hex; staff are not granted it. */
  token_hash: string
  /** The post's fields as the editor had them (unsaved changes to a live post); null: the post as stored. */
  snapshot: Json | null
  created_by: string | null
  created_at: string
  expires_at: string
  ended_at: string | null
  ended_reason: PreviewLinkEnd | null
}

export type Database = {
  public: {
    Tables: {
      blog_posts: Table<BlogPostRow, 'title' | 'slug' | 'excerpt' | 'author_name' | 'author_role' | 'category'>
      blog_post_redirects: Table<BlogPostRedirectRow, 'website_code' | 'from_slug' | 'to_slug'>
      blog_categories: Table<BlogCategoryRow, 'website_code' | 'slug' | 'name'>
      blog_images: Table<BlogImageRow, 'path' | 'width' | 'height' | 'widths'>
      staff_members: Table<StaffMemberRow, 'user_id' | 'website_code'>
      contact_enquiries: Table<ContactEnquiryRow, 'name' | 'email' | 'company' | 'message'>
      contact_rate_limits: Table<ContactRateLimitRow, 'key'>
      contact_enquiry_events: Table<ContactEnquiryEventRow, 'enquiry_id' | 'website_code' | 'kind'>
      contact_challenges_used: Table<ContactChallengeUsedRow, 'signature' | 'expires_at'>
      site_rebuilds: Table<
        SiteRebuildRow,
        'website_code' | 'sequence' | 'requested_at' | 'last_requested_at' | 'due_at'
      >
      site_rebuild_requests: Table<SiteRebuildRequestRow, 'website_code'>
      post_preview_links: Table<PostPreviewLinkRow, 'website_code' | 'slug' | 'token_hash' | 'expires_at'>
      blog_post_versions: Table<BlogPostVersionRow, never>
    }
    Views: {
      blog_post_list: { Row: BlogPostListRow; Relationships: [] }
      deleted_blog_posts: { Row: DeletedBlogPostRow; Relationships: [] }
    }
    Functions: {
      /** Deletes every enquiry of the site from one address (any letter case); staff only. Answers how many. */
      erase_enquiries: { Args: { address: string }; Returns: number }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
