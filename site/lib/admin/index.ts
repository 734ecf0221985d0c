// The browser admin: who is signed in and whether they are staff, where its pages live, its post list
// and where each post stands (scheduled or not), image upload and the redirects a slug change leaves. Browser-safe, no React.
export { currentStaffStatus, signIn, signOut, type SignInResult, type SignOutResult, type StaffStatus } from './session.ts'
export { recordSlugRedirect, type RecordRedirectResult } from './redirects.ts'
export { adminPaths, editPostPath, editedPostId, editRedirectScript } from './paths.ts'
export { listPosts, deletePost, statusFilters, statusFilterFrom, statusFilterSearch, listedDate, articlePath } from './list.ts'
export type { StatusFilter, PostListResult, DeleteResult } from './list.ts'
export { postStanding, formatDateTime, dateAndTime, browserTimeZone } from './schedule.ts'
export type { PostStanding } from './schedule.ts'
export { prepareImage, uploadFeaturedImage, storedSize, imageBucket, maxImageWidth } from './upload.ts'
export type { PreparedImage, PrepareResult, UploadResult } from './upload.ts'
