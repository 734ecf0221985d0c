// Kept apart from fields.ts so the site's form can read the limits without bundling zod.
/** The longest value each field of an enquiry may hold; the form's maxlength attributes use the same numbers. */
export const fieldLimits = {
  name: 120,
  email: 254,
  company: 160,
  role: 120,
  phone: 40,
  message: 5000,
} as const

export type EnquiryField = keyof typeof fieldLimits
