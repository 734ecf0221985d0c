// The browser admin's access: who is signed in and whether they are staff. Browser-safe, no React.
export { currentStaffStatus, signIn, signOut, type SignInResult, type SignOutResult, type StaffStatus } from './session.ts'
export { adminPaths, editPostPath, editedPostId, editRedirectScript } from './paths.ts'
export { prepareImage, uploadFeaturedImage, storedSize, imageBucket, maxImageWidth } from './upload.ts'
export type { PreparedImage, PrepareResult, UploadResult } from './upload.ts'
