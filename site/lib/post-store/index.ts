// The post store: every read and write of the site's posts, their redirects and their images, for
// both channels that write them. The CLI passes its service-role client, the admin the signed-in
// staff member's; RLS decides what each may do. Failures throw a StoreError; outcomes a writer
// must act on (a conflict, a slug taken, a post gone) are returned. Browser-safe, no React.
export { websiteCode } from './scope.ts'
export { StoreError, storeError } from './errors.ts'
export { postStanding, type PostStanding } from './standing.ts'
export { listPosts, countPosts, getPost, listCategories, standingOf } from './reads.ts'
export type { StoreClient, ReadOptions, PostQuery } from './reads.ts'
export { createPost, createPosts, updatePost, savePost, unpublishPost, deletePost } from './writes.ts'
export type { PostWrite, SeenVersion, SaveOutcome } from './writes.ts'
export { recordSlugRedirect, type SlugRedirect } from './redirects.ts'
export { storeImage, storeImageSet, hasImageSet, imageUrl } from './images.ts'
export {
  contentColumns,
  contentOf,
  listVersions,
  historyAt,
  restoreVersion,
  listDeletedPosts,
  deletedVersion,
} from './history.ts'
export type { ContentColumns, PostVersion, PostHistory, RestoreOutcome } from './history.ts'
export { versionedColumns, changedColumns, canonicalJson, type VersionedColumn } from './version-changes.ts'
