// The browser admin's access (who is signed in, whether they are staff) and the redirects a slug change leaves. Browser-safe, no React.
export { currentStaffStatus, signIn, signOut, type SignInResult, type SignOutResult, type StaffStatus } from './session.ts'
export { recordSlugRedirect, type RecordRedirectResult } from './redirects.ts'
export { adminPaths, editPostPath, editedPostId, editRedirectScript } from './paths.ts'
