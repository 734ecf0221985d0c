import type { StatusFilter } from '../lib/admin/index.ts'

/** A number as the list writes it: 2,400. */
const figure = (n: number) => n.toLocaleString('en-US')

/** What the admin's post list at /admin/blog says. */
export const adminListCopy = {
  heading: 'Blog Posts',
  newPost: 'New Article',
  filters: {
    label: 'Show posts',
    all: 'All',
    allWithCount: (total: number) => `All (${figure(total)})`,
    published: 'Published',
    scheduled: 'Scheduled',
    draft: 'Drafts',
  },
  statusLabels: { published: 'Published', scheduled: 'Scheduled', draft: 'Draft' } satisfies Record<
    Exclude<StatusFilter, 'all'>,
    string
  >,
  search: { label: 'Search by title' },
  category: { label: 'Category', all: 'All categories' },
  shown: (first: number, last: number, matching: number) =>
    matching === 1
      ? 'Showing 1 post'
      : first === last
        ? `Showing post ${figure(first)} of ${figure(matching)}`
        : `Showing ${figure(first)}–${figure(last)} of ${figure(matching)} posts`,
  pastTheEnd: (asked: number, last: number) =>
    `There is no page ${figure(asked)}: this is the last page, page ${figure(last)}.`,
  pages: {
    label: 'Pages of posts',
    previous: 'Previous',
    next: 'Next',
    current: (page: number, pages: number) => `Page ${figure(page)} of ${figure(pages)}`,
  },
  noMatch: 'No posts match these filters.',
  clearFilters: 'Clear filters',
  goesLive: 'Goes live',
  listLabel: 'Posts',
  featured: 'Featured',
  by: (author: string) => `by ${author}`,
  loading: 'Loading posts...',
  empty: 'No posts found.',
  createFirst: 'Create your first post',
  loadFailed: 'The posts could not be loaded.',
  retry: 'Try again',
  actions: {
    view: 'View on site',
    viewLabel: (title: string) => `View on site: "${title}" (opens in a new tab)`,
    edit: 'Edit',
    editLabel: (title: string) => `Edit "${title}"`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete "${title}"`,
    deleting: 'Deleting...',
  },
  confirmDelete: (title: string) =>
    `Delete "${title}"? It leaves the site at the next rebuild; you can bring it back from Recently deleted.`,
  toasts: {
    loadFailed: { title: 'Error', description: 'Failed to load posts' },
    deleted: { title: 'Success', description: 'Post deleted successfully' },
    deleteFailed: { title: 'Error', description: 'Failed to delete post' },
  },
} as const
