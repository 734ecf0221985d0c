import { z } from 'zod'
import { fieldLimits, type EnquiryField } from './limits.ts'
import { removeUnsafeCharacters, unsafeInShortField, unstorableInMessage } from './unsafe.ts'

export { fieldLimits, type EnquiryField }

// An address as mail systems accept it: one @, no spaces or control characters, a dotted domain.
const emailShape = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

// An invisible character usually arrives with pasted text, so the fix is to type the entry again.
const refuse =
  (label: string, find: (value: string) => string | undefined) => (value: string, context: z.RefinementCtx) => {
    const found = find(value)
    if (found)
      context.addIssue({
        code: 'custom',
        message: `Your ${label} contains ${found}, which we cannot accept. Please type it again rather than pasting it, and send again.`,
      })
  }

const text = (label: string, field: EnquiryField) =>
  z
    .string({ error: `Enter your ${label}.` })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .superRefine(refuse(label, unsafeInShortField))
        .min(1, `Enter your ${label}.`)
        .max(fieldLimits[field], `Keep your ${label} to ${fieldLimits[field]} characters or fewer.`),
    )

const optionalText = (label: string, field: EnquiryField) =>
  z
    .string({ error: `Your ${label} must be text.` })
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(
      z
        .string()
        .superRefine(refuse(label, unsafeInShortField))
        .max(fieldLimits[field], `Keep your ${label} to ${fieldLimits[field]} characters or fewer.`)
        .optional(),
    )

// The message keeps its tabs and line breaks; other controls are removed rather than refused, as a
// long pasted text often carries some, except those that cannot be stored at all.
const body = (label: string, field: EnquiryField) =>
  z
    .string({ error: `Enter your ${label}.` })
    .superRefine(refuse(label, unstorableInMessage))
    .transform((value) => removeUnsafeCharacters(value).trim())
    .pipe(
      z
        .string()
        .min(1, `Enter your ${label}.`)
        .max(fieldLimits[field], `Keep your ${label} to ${fieldLimits[field]} characters or fewer.`),
    )

/** What a visitor sends: the enquiry itself. Unknown fields are ignored. */
export const enquirySchema = z.object({
  name: text('name', 'name'),
  email: text('e-mail address', 'email').pipe(
    z.string().regex(emailShape, 'Enter an e-mail address like name@company.com.'),
  ),
  company: text('company', 'company'),
  role: optionalText('role', 'role'),
  phone: optionalText('phone number', 'phone').pipe(
    z
      .string()
      .regex(/^[+()\d\s.-]{6,}$/, 'Enter a phone number using digits, spaces and + ( ) - only.')
      .optional(),
  ),
  message: body('message', 'message'),
})

export type Enquiry = z.infer<typeof enquirySchema>

/** Validates a submission; returns the enquiry or one message per invalid field. */
export function parseEnquiry(
  body: Record<string, unknown>,
): { enquiry: Enquiry } | { fields: Partial<Record<EnquiryField, string>> } {
  const result = enquirySchema.safeParse(body)
  if (result.success) return { enquiry: result.data }
  const fields: Partial<Record<EnquiryField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField
    fields[field] ??= issue.message
  }
  return { fields }
}
