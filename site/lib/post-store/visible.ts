// A post visitors may see, in one place: the rule, the two ways of asking the backend for it and the
// columns visitors read. The database's policy "Anyone can read published Axon posts" (supabase/
// migrations) is the authority; visible.test.ts holds the rule, both query helpers and that policy to
// the same answers. The predicate, the supabase-js filter (the build and the store) and the PostgREST
// parameters (the browser islands, which ship no supabase-js) are all made from the one statement of
// the rule below, so none of them can drift from the others.
//
// It lives in the post store, beside the site's scope (websiteCode), which the rule needs, and the
// standings it decides (draft / scheduled / live). The public blog, the admin, the CLI and the build
// import it from here, and nothing in the store imports the blog, so imports flow one way (blog →
// post-store). It imports nothing of the store but scope.ts: a page that reads it carries none of the store.
import type { ImageSet } from '../images/index.ts'
import type { CategorySlug, Doc } from '../post/index.ts'
import type { BlogPostRow } from '../supabase/database.types.ts'
import { websiteCode } from './scope.ts'

/** The rule: the columns a visible post holds exactly, and the one whose time must have come (a null one never has). */
const visibleRule = {
  equal: { website_code: websiteCode, status: 'published' },
  due: 'published_at',
} as const

type EqualColumn = keyof typeof visibleRule.equal
const equalities = Object.entries(visibleRule.equal) as [EqualColumn, string][]

/** What of a post's row the rule reads. */
export type VisibilityColumns = Pick<BlogPostRow, EqualColumn | typeof visibleRule.due>

/** Whether visitors may see a post at `now`: the policy, as a predicate on the post's row. */
export function isVisible(row: VisibilityColumns, now: Date): boolean {
  const due = row[visibleRule.due]
  return (
    equalities.every(([column, value]) => row[column] === value) && due !== null && Date.parse(due) <= now.getTime()
  )
}

/** A supabase-js read of posts, of blog_posts or of a view of it, that the rule can narrow. */
export interface RuleFilters<Query> {
  eq(column: EqualColumn, value: string): Query
  lte(column: typeof visibleRule.due, value: string): Query
  gt(column: typeof visibleRule.due, value: string): Query
}

function byRule<Query extends RuleFilters<Query>>(query: Query, time: 'lte' | 'gt', now: Date): Query {
  const narrowed = equalities.reduce((read, [column, value]) => read.eq(column, value), query)
  return narrowed[time](visibleRule.due, now.toISOString())
}

/** Narrows a supabase-js read of posts to those visitors may see at `now`. */
export function onlyVisible<Query extends RuleFilters<Query>>(query: Query, now: Date): Query {
  return byRule(query, 'lte', now)
}

/** Narrows a supabase-js read of posts to the scheduled ones: all the rule asks but the time, still ahead of `now`. */
export function onlyScheduled<Query extends RuleFilters<Query>>(query: Query, now: Date): Query {
  return byRule(query, 'gt', now)
}

/** The rule as PostgREST query parameters, for reads made with fetch. */
export function visibleParams(now: Date): Record<string, string> {
  return {
    ...Object.fromEntries(equalities.map(([column, value]) => [column, `eq.${value}`])),
    [visibleRule.due]: `lte.${now.toISOString()}`,
  }
}

/** What a list of posts shows of each: a card's worth, without the body. */
export interface PostSummary {
  id: string
  slug: string
  title: string
  excerpt: string
  category: CategorySlug
  tags: string[]
  author_name: string
  author_role: string
  /** ISO timestamp; every published post has one. */
  published_at: string
  /** ISO timestamp of the last change; feeds and the sitemap use it. */
  updated_at: string
  read_time_minutes: number
  featured: boolean
  featured_image_url: string | null
  featured_image_alt: string | null
  /** The featured image's stored variants (the blog's withImageSets); absent or null when it has none. */
  featured_image_set?: ImageSet | null
}

/** A published post as its article page shows it. */
export interface Post extends PostSummary {
  /** The body; null or malformed content renders as 'Content not available.' */
  content: Doc | null
  meta_title: string | null
  meta_description: string | null
}

/** The columns a summary reads, for supabase-js select(). */
export const summaryColumns =
  'id, slug, title, excerpt, category, tags, author_name, author_role, published_at, updated_at, read_time_minutes, featured, featured_image_url, featured_image_alt'

/** The columns an article reads. */
export const postColumns = `${summaryColumns}, content, meta_title, meta_description`
