// Untrusted text: what may appear in a short field, what is removed from body text, and how stored
// text is printed safely. The post schema, the admin, the build and the CLI share it; the contact function,
// deployed on its own, keeps a copy checked against this one (supabase/functions/contact-form/unsafe.test.ts).
export { findUnsafeCharacter, removeUnsafeCharacters, printable, type UnsafeCharacter } from './unsafe.ts'
export { lineDiff, type DiffLine } from './line-diff.ts'
