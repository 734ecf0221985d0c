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
    view: 'View',
    viewLabel: (title: string) => `View "${title}" on the site (opens in a new tab)`,
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
