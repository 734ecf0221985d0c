import type { PostStanding } from '../post-store/index.ts'

/** Which posts the admin list shows: every one, or only those that stand one way (published means live). */
export type StatusFilter = 'all' | PostStanding

export const statusFilters = ['all', 'published', 'scheduled', 'draft'] as const satisfies readonly StatusFilter[]

/**
 * What the admin list shows: the posts of a standing, whose title contains some words, of a category
 * slug ('' is no narrowing; the backend narrows by all three), and which page of them, from 1.
 */
export interface ListFilters {
  status: StatusFilter
  title: string
  category: string
  page: number
}

export const noListFilters: ListFilters = { status: 'all', title: '', category: '', page: 1 }

/**
 * The list named by the address's `?status=`, `?q=`, `?category=` and `?page=`; an unknown status
 * means all posts, and a page that is not a whole number from 1 means the first.
 */
export function listFiltersFrom(search: string): ListFilters {
  const query = new URLSearchParams(search)
  const status = query.get('status')
  const page = Number(query.get('page'))
  return {
    status: statusFilters.find((filter) => filter !== 'all' && filter === status) ?? 'all',
    title: query.get('q') ?? '',
    category: query.get('category') ?? '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}

/** The address query that keeps the list across reloads: '' for the first page of every post. */
export function listFiltersSearch({ status, title, category, page }: ListFilters): string {
  const query = new URLSearchParams()
  if (status !== 'all') query.set('status', status)
  if (title.trim()) query.set('q', title)
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `?${search}` : ''
}

/** Whether any filter narrows the list (whichever page it is on). */
export function isFiltered({ status, title, category }: ListFilters): boolean {
  return status !== 'all' || title.trim() !== '' || category !== ''
}
