import { z } from 'zod'
import { fieldLimits, type EnquiryField } from './limits.ts'

export { fieldLimits, type EnquiryField }

// An address as mail systems accept it: one @, no spaces or control characters, a dotted domain.
const emailShape = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

const text = (label: string, field: EnquiryField) =>
  z
    .string({ error: `Enter your ${label}.` })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, `Enter your ${label}.`).max(fieldLimits[field], `Keep your ${label} to ${fieldLimits[field]} characters or fewer.`))

const optionalText = (label: string, field: EnquiryField) =>
  z
    .string({ error: `Your ${label} must be text.` })
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(fieldLimits[field], `Keep your ${label} to ${fieldLimits[field]} characters or fewer.`).optional())

/** What a visitor sends: the enquiry itself. Unknown fields are ignored. */
export const enquirySchema = z.object({
  name: text('name', 'name'),
  email: text('e-mail address', 'email').pipe(z.string().regex(emailShape, 'Enter an e-mail address like name@company.com.')),
  company: text('company', 'company'),
  role: optionalText('role', 'role'),
  phone: optionalText('phone number', 'phone').pipe(
    z
      .string()
      .regex(/^[+()\d\s.-]{6,}$/, 'Enter a phone number using digits, spaces and + ( ) - only.')
      .optional(),
  ),
  message: text('message', 'message'),
})

export type Enquiry = z.infer<typeof enquirySchema>

/** The fields that tell a person from a script: a honeypot left empty and the time the form was opened. */
export const botFieldsSchema = z.object({
  website: z.string().optional(),
  started_at: z.coerce.number().optional(),
})

/** Validates a submission; returns the enquiry or one message per invalid field. */
export function parseEnquiry(body: Record<string, unknown>): { enquiry: Enquiry } | { fields: Partial<Record<EnquiryField, string>> } {
  const result = enquirySchema.safeParse(body)
  if (result.success) return { enquiry: result.data }
  const fields: Partial<Record<EnquiryField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField
    fields[field] ??= issue.message
  }
  return { fields }
}
