// The browser admin: who is signed in and whether they are staff, where its pages live, its post list
// and where each post stands (scheduled or not), the editor's loads and saves, image upload, the
// redirects a slug change leaves, whether the public site shows a post yet (rebuild requests and
// the deployed build), and preview links that share a draft with someone without an account. Its
// reads and writes go through the post store (site/lib/post-store), with the signed-in staff
// member's client; these functions put the store's answers in the admin's words.
// Browser-safe, no React.
export {
  currentStaffStatus,
  signIn,
  signOut,
  type SignInResult,
  type SignOutResult,
  type StaffStatus,
} from './session.ts'
export { recordSlugRedirect, type RecordRedirectResult } from './redirects.ts'
export { adminPaths, editPostHref, editPostPath, editedPostId, editRedirectScript, previewPath } from './paths.ts'
// The enquiry inbox has its own surface (./enquiries); the admin's shared bar needs only where it lives.
export { inboxPaths } from './enquiries/paths.ts'
export { listPosts, listPageSize, deletePost, listedDate, articlePath } from './list.ts'
export type { PostListResult, PostListPage, DeleteResult, ListedPost } from './list.ts'
export { statusFilters, noListFilters, listFiltersFrom, listFiltersSearch, isFiltered } from './list-filters.ts'
export type { StatusFilter, ListFilters } from './list-filters.ts'
export { formatDateTime, dateAndTime, browserTimeZone } from './schedule.ts'
export { postStanding, type PostStanding } from '../post-store/index.ts'
export { LoadError, loadedOrThrow, type Loaded, type LoadFailure } from './load.ts'
export { loadCategories, loadPost, createPost, updatePost, type SaveResult } from './posts.ts'
export { unpublishPost } from './unpublish.ts'
export { knownPostsFor, linkedPostSlugs, type KnownPostsQuery } from './known-posts.ts'
export { prepareImage, uploadFeaturedImage } from './upload.ts'
export type { PreparedImage, PrepareResult, UploadResult, ImageProgress, ImageWorkOptions } from './upload.ts'
export { liveState, awaitsRebuild, belongsOnSite, onPublicSite, saveNeedsRebuild } from './live-state.ts'
export type { LiveState, LiveStateInput, PostVersion, DeletedPost, Rebuild } from './live-state.ts'
export {
  requestSiteRebuild,
  latestRebuild,
  clockOffset,
  deployedBuild,
  fetchDeployed,
  rebuildFrom,
  siteRecords,
} from './rebuild.ts'
export type { RebuildRequestResult, SiteRecords } from './rebuild.ts'
export { rebuildTrouble, type RebuildTrouble } from './rebuild-trouble.ts'
export {
  createPreviewLink,
  listPreviewLinks,
  revokePreviewLink,
  previewSnapshot,
  previewUrl,
  previewLinkDays,
  defaultPreviewLinkDays,
  listedPreviewLinks,
} from './previews.ts'
export type { PreviewLink, PreviewLinkDays, PreviewSnapshot, CreatePreviewResult, RevokeResult } from './previews.ts'
export {
  loadHistory,
  versionDifferences,
  versionChanges,
  restorePostVersion,
  loadDeletedPosts,
  bringBackPost,
} from './history.ts'
export type { FieldDifference, VersionDifferences, RestoreResult } from './history.ts'
export type { PostVersion as HistoryVersion } from '../post-store/index.ts'
