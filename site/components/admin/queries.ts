import { LoadError, type StatusFilter } from '../../lib/admin/index.ts'
import { loadRetries, retryDelay } from '../query-retry.ts'

/** Where the admin keeps what it loads in TanStack Query's cache, shared by its screens. */
export const adminKeys = {
  posts: (filter: StatusFilter) => ['admin', 'posts', filter] as const,
  allPosts: ['admin', 'posts'] as const,
  post: (id: string) => ['admin', 'post', id] as const,
  categories: ['admin', 'categories'] as const,
  staffStatus: ['admin', 'staff-status'] as const,
}

/**
 * How the admin's loads retry: the spec's policy for a load the backend did not answer; a load it
 * answered with a refusal (no such post, an expired sign-in) fails at once, since asking again gets
 * the same answer. Mutations are not retried (TanStack Query's default).
 */
export const adminRetry = {
  retry: (failures: number, error: Error) => failures < loadRetries && error instanceof LoadError && error.retryable,
  retryDelay,
}
