import type { PostStanding } from '../post-store/index.ts'
import type { BlogPostRow } from '../supabase/index.ts'

/** Which posts the admin list shows: every one, or only those that stand one way (published means live). */
export type StatusFilter = 'all' | PostStanding

export const statusFilters = ['all', 'published', 'scheduled', 'draft'] as const satisfies readonly StatusFilter[]

/**
 * What the admin list is narrowed to: a standing (the backend filters by it), and words the title
 * contains and a category slug (the list filters what it loaded by those); '' is no narrowing.
 */
export interface ListFilters {
  status: StatusFilter
  title: string
  category: string
}

export const noListFilters: ListFilters = { status: 'all', title: '', category: '' }

/** The filters named by the address's `?status=`, `?q=` and `?category=`; an unknown status means all posts. */
export function listFiltersFrom(search: string): ListFilters {
  const query = new URLSearchParams(search)
  const status = query.get('status')
  return {
    status: statusFilters.find((filter) => filter !== 'all' && filter === status) ?? 'all',
    title: query.get('q') ?? '',
    category: query.get('category') ?? '',
  }
}

/** The address query that keeps the filters across reloads: '' when nothing is narrowed. */
export function listFiltersSearch({ status, title, category }: ListFilters): string {
  const query = new URLSearchParams()
  if (status !== 'all') query.set('status', status)
  if (title.trim()) query.set('q', title)
  if (category) query.set('category', category)
  const search = query.toString()
  return search ? `?${search}` : ''
}

/** Whether any filter narrows the list. */
export function isFiltered({ status, title, category }: ListFilters): boolean {
  return status !== 'all' || title.trim() !== '' || category !== ''
}

/** Whether a post's title contains the searched words (in any case) and it is in the chosen category. */
export function matchesFilters(
  post: Pick<BlogPostRow, 'title' | 'category'>,
  { title, category }: Pick<ListFilters, 'title' | 'category'>,
): boolean {
  const words = title.trim().toLocaleLowerCase()
  return (!category || post.category === category) && (!words || post.title.toLocaleLowerCase().includes(words))
}
