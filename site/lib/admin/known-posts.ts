import { storeError, websiteCode, type StoreClient } from '../post-store/index.ts'
import type { KnownPost } from '../post/checks/index.ts'
import { inGroups } from '../supabase/paged.ts'

// The editor checks a post as the CLI does, against the other posts: a link to /insights/<slug> must
// reach one, and a title must be its own. The site may have thousands of posts, so it never reads
// them all: it asks only for the posts the body links to and those with the same title.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
// Anything after /insights/ up to the end of the path; the checks compare the same part.
const POST_LINK = /\/insights\/([^/?#\s)"'<>\]]+)/g

// A title matched with ilike: most titles come back exactly; one with pattern characters may bring a
// few near misses, which the title check then compares itself.
const titleCandidates = 50

/**
 * The slugs of posts a post's Markdown may link to (/insights/<slug>), in the order first seen.
 * Read from the text rather than the parsed tree: a slug that is not a link only costs a few bytes
 * more in the question, while the tree may not be readable while the text is half typed.
 */
export function linkedPostSlugs(markdown: string): string[] {
  const slugs = new Set<string>()
  for (const [, slug] of markdown.matchAll(POST_LINK))
    if (slug && slug.length <= 120 && SLUG.test(slug)) slugs.add(slug)
  return [...slugs]
}

/** An ilike pattern matching `title` case-insensitively, with its pattern characters (% _ * \) left to match any one character. */
export function titlePattern(title: string): string {
  return title.trim().replace(/[%_*\\]/g, '_')
}

/** What the checks of one post ask the backend: the slugs its body links to, its title, and its own id (never "another post"). */
export interface KnownPostsQuery {
  slugs: readonly string[]
  title: string
  /** The post being edited, once saved: its stored row has its old title and slug, not another post's. */
  exceptId?: string | null
}

/**
 * The site's posts the checks of one post need (slug and title only): those at the slugs it links to,
 * and those whose title may equal its own. Requests stay small however many posts there are: the
 * slugs go in groups, the title matches are capped. Throws a StoreError when the backend refuses.
 */
export async function knownPostsFor(
  client: StoreClient,
  { slugs, title, exceptId }: KnownPostsQuery,
): Promise<KnownPost[]> {
  const posts = () => client.from('blog_posts').select('id, slug, title').eq('website_code', websiteCode)
  const reads = inGroups([...new Set(slugs)]).map((group) => posts().in('slug', group).limit(group.length))
  if (title.trim() !== '') reads.push(posts().ilike('title', titlePattern(title)).order('id').limit(titleCandidates))
  const found = new Map<string, KnownPost>()
  for (const { data, error, status } of await Promise.all(reads)) {
    if (error) throw storeError(error, status)
    for (const row of data) if (row.id !== exceptId) found.set(row.slug, { slug: row.slug, title: row.title })
  }
  return [...found.values()]
}
