// The browser admin's editing logic (issue 8): the post form and the row it saves, its publish time,
// advice and counters, unsaved drafts, conflicts, slug redirects and image checks. No React, no supabase-js:
// the editor page passes rows and storage in, and the same site/lib/post rules as the CLI apply.
export { defaultPostForm, formFromRow, slugFromTitle, withTitle, sameForm, tagsFromText } from './form.ts'
export type { PostForm } from './form.ts'
export { rowFromForm, requiredMessage } from './row.ts'
export { publishAtInput, publishAtInstant } from './publish-at.ts'
export type { PublishAtResult } from './publish-at.ts'
export type { PostPayload, FormProblem, RowResult, SaveOptions } from './row.ts'
export { excerptAdvice, metaDescriptionAdvice, contentStats } from './advice.ts'
export type { LengthAdvice } from './advice.ts'
export { draftStore } from './draft-store.ts'
export type { Draft, DraftStorage, DraftStore } from './draft-store.ts'
export { detectConflict } from './conflict.ts'
export type { FieldConflict } from './conflict.ts'
export { slugChange } from './slug-change.ts'
export type { SlugRedirect } from './slug-change.ts'
export { sniffImage, imageProblems, imageLimits, headerDimensions } from './image.ts'
export type { ImageCandidate } from './image.ts'
