import type { InboxView, SourcePeriod } from '@/lib/admin/enquiries/index.ts'

/** Where the inbox keeps what it loads in TanStack Query's cache; every key starts with `all`, so one invalidation refreshes them. */
export const inboxKeys = {
  all: ['admin', 'enquiries'] as const,
  list: ({ filter, search, page }: InboxView) => ['admin', 'enquiries', 'list', filter, search.trim(), page] as const,
  counts: ['admin', 'enquiries', 'counts'] as const,
  newCount: ['admin', 'enquiries', 'new-count'] as const,
  enquiry: (id: string) => ['admin', 'enquiries', 'enquiry', id] as const,
  sources: (days: SourcePeriod) => ['admin', 'enquiries', 'sources', days] as const,
}
