// Where enquiries come from and the proof of work sent with them, free of React and safe in any
// browser: the note every public page ends with, and what the contact form's island sends.
export { visitScript, enquiryOrigin, type VisitFields } from './visit.ts'
export { proveWork, solveChallenge, type Challenge } from './challenge.ts'
