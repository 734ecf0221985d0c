// The public blog: what the Insights pages, the home block and the feeds read. Browser-safe. Which posts
// visitors may see, and the columns they read, are decided in post-store/visible.ts.
export type { Post, PostSummary } from '../post-store/visible.ts'
export { postColumns, summaryColumns } from '../post-store/visible.ts'
export {
  listPublished,
  listPublishedWithContent,
  latestPublished,
  postBySlug,
  relatedPublished,
  listRedirects,
} from './queries.ts'
export { contentFingerprint, currentContent, type ContentState, type FingerprintedPost } from './fingerprint.ts'
export { buildInfoPath, parseBuildInfo, type BuildInfo } from './build-info.ts'
export { relatedPosts } from './related.ts'
export { movedPosts, type MovedPost, type PostRedirect } from './redirects.ts'
export {
  blogLimits,
  categoryLabel,
  categoryName,
  filterPosts,
  featuredPosts,
  formatShortDate,
  formatLongDate,
  readTimeLabel,
  type CategoryFilter,
} from './present.ts'
export {
  shareImage,
  shareImageAlt,
  shareImageFile,
  shareImageFolder,
  shareImageInputs,
  shareImageSize,
  type SharedPost,
} from './share-image.ts'
