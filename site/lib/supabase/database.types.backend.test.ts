import { afterAll, beforeAll, expect, it } from 'vitest'
import { startLocalSupabase, type LocalSupabase } from '../../../supabase/local/index.ts'
import type {
  BlogCategoryRow,
  BlogImageRow,
  BlogPostRedirectRow,
  BlogPostRow,
  BlogPostVersionRow,
  ContactChallengeUsedRow,
  ContactEnquiryEventRow,
  ContactEnquiryRow,
  ContactRateLimitRow,
  PostPreviewLinkRow,
  SiteRebuildRequestRow,
  SiteRebuildRow,
  StaffMemberRow,
} from './database.types.ts'

// Each list must name exactly the keys of its row type (the compiler checks that), and the test
// checks that the migrations create exactly those columns.
const columns = {
  blog_posts: {
    id: 1,
    website_code: 1,
    title: 1,
    slug: 1,
    excerpt: 1,
    content: 1,
    author_name: 1,
    author_role: 1,
    category: 1,
    tags: 1,
    read_time_minutes: 1,
    word_count: 1,
    status: 1,
    featured: 1,
    featured_image_url: 1,
    featured_image_alt: 1,
    meta_title: 1,
    meta_description: 1,
    created_at: 1,
    updated_at: 1,
    published_at: 1,
    source_hash: 1,
  } satisfies Record<keyof BlogPostRow, 1>,
  blog_post_redirects: { website_code: 1, from_slug: 1, to_slug: 1, created_at: 1 } satisfies Record<
    keyof BlogPostRedirectRow,
    1
  >,
  blog_categories: { website_code: 1, slug: 1, name: 1, sort_order: 1 } satisfies Record<keyof BlogCategoryRow, 1>,
  blog_images: { path: 1, width: 1, height: 1, widths: 1, placeholder: 1, created_at: 1 } satisfies Record<
    keyof BlogImageRow,
    1
  >,
  staff_members: { user_id: 1, website_code: 1, created_at: 1 } satisfies Record<keyof StaffMemberRow, 1>,
  contact_enquiries: {
    id: 1,
    name: 1,
    email: 1,
    company: 1,
    role: 1,
    phone: 1,
    message: 1,
    created_at: 1,
    ip_hash: 1,
    user_agent: 1,
    notified_at: 1,
    notification_error: 1,
    flagged_reason: 1,
    website_code: 1,
    status: 1,
    status_changed_at: 1,
    notes: 1,
    review: 1,
    page_path: 1,
    landing_path: 1,
    referrer: 1,
    utm_source: 1,
    utm_medium: 1,
    utm_campaign: 1,
    utm_term: 1,
    utm_content: 1,
    notification_attempts: 1,
    notification_due_at: 1,
    handed_off_at: 1,
    handoff_error: 1,
    handoff_attempts: 1,
    handoff_due_at: 1,
  } satisfies Record<keyof ContactEnquiryRow, 1>,
  contact_rate_limits: { id: 1, key: 1, attempted_at: 1 } satisfies Record<keyof ContactRateLimitRow, 1>,
  contact_enquiry_events: {
    id: 1,
    enquiry_id: 1,
    website_code: 1,
    at: 1,
    actor: 1,
    kind: 1,
    detail: 1,
  } satisfies Record<keyof ContactEnquiryEventRow, 1>,
  contact_challenges_used: { signature: 1, expires_at: 1 } satisfies Record<keyof ContactChallengeUsedRow, 1>,
  site_rebuilds: {
    id: 1,
    website_code: 1,
    sequence: 1,
    requested_at: 1,
    last_requested_at: 1,
    requested_by: 1,
    request_count: 1,
    due_at: 1,
    started_at: 1,
    sent_at: 1,
    error: 1,
  } satisfies Record<keyof SiteRebuildRow, 1>,
  site_rebuild_requests: { id: 1, website_code: 1, requested_by: 1, requested_at: 1, rebuild_id: 1 } satisfies Record<
    keyof SiteRebuildRequestRow,
    1
  >,
  blog_post_versions: {
    id: 1,
    post_id: 1,
    website_code: 1,
    slug: 1,
    version: 1,
    operation: 1,
    post: 1,
    actor_id: 1,
    actor_label: 1,
    channel: 1,
    recorded_at: 1,
  } satisfies Record<keyof BlogPostVersionRow, 1>,
  post_preview_links: {
    id: 1,
    website_code: 1,
    post_id: 1,
    slug: 1,
    token_hash: 1,
    snapshot: 1,
    created_by: 1,
    created_at: 1,
    expires_at: 1,
    ended_at: 1,
    ended_reason: 1,
  } satisfies Record<keyof PostPreviewLinkRow, 1>,
}

let local: LocalSupabase
beforeAll(async () => {
  local = await startLocalSupabase({ port: false, functions: {} })
})
afterAll(() => local?.stop())

it('describes every public table with exactly the columns the migrations create', async () => {
  const { rows } = await local.db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name from pg_attribute a join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
  )
  const live: Record<string, string[]> = {}
  for (const row of rows) (live[row.table_name] ??= []).push(row.column_name)
  const typed = Object.fromEntries(Object.entries(columns).map(([table, keys]) => [table, Object.keys(keys).sort()]))
  expect(Object.fromEntries(Object.entries(live).map(([table, names]) => [table, names.sort()]))).toEqual(typed)
})
