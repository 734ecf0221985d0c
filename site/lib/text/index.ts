// Untrusted text: what may appear in a short field, what is removed from body text, and how stored
// text is printed safely. The post schema, the admin, the CLI and the contact function share it.
export { findUnsafeCharacter, removeUnsafeCharacters, printable, type UnsafeCharacter } from './unsafe.ts'
