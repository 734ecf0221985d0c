// The public blog: what the Insights pages, the home block and the feeds read. Browser-safe.
export type { Post, PostSummary } from './types.ts'
export { postColumns, summaryColumns } from './types.ts'
