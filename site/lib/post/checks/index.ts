// One set of checks for whether a post can go out, shared by the CLI (validate, publish, CI) and the
// browser admin: every problem at once, errors (which block) and advice (which does not), each at
// its field and, where it has one, its line and column. No Node APIs: the admin runs it as typed.
export { checkPost, canPublish, sortChecks } from './check-post.ts'
export { checkPostFile, knownPostOf } from './post-file.ts'
export type { CheckedPostFile } from './post-file.ts'
export { excerptAdvice, metaDescriptionAdvice } from './length.ts'
export type { LengthAdvice } from './length.ts'
export { longParagraphWords } from './advice.ts'
export { sitePaths, articlePath } from './site-routes.ts'
export type { PostCheck, PostDraft, KnownPost } from './types.ts'
