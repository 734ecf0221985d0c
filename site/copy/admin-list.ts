import type { StatusFilter } from '../lib/admin/index.ts'

/** What the admin's post list at /admin/blog says. */
export const adminListCopy = {
  heading: 'Blog Posts',
  newPost: 'New Article',
  filters: {
    label: 'Show posts',
    all: 'All',
    allWithCount: (count: number) => `All (${count})`,
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
  shown: (count: number, total: number) => `Showing ${count} of ${total} ${total === 1 ? 'post' : 'posts'}`,
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
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
  toasts: {
    loadFailed: { title: 'Error', description: 'Failed to load posts' },
    deleted: { title: 'Success', description: 'Post deleted successfully' },
    deleteFailed: { title: 'Error', description: 'Failed to delete post' },
  },
} as const
