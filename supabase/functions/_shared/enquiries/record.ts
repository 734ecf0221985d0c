// An enquiry as the deliveries read it. The functions are deployed on their own, so they keep this
// shape here instead of importing the site's database types.

/** What is sent on about an enquiry: who, what, and where the visit came from. */
export interface EnquiryRecord {
  id: string
  created_at: string
  name: string
  email: string
  company: string
  role: string | null
  phone: string | null
  message: string
  page_path: string | null
  landing_path: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
}

/** The enquiry's own columns, for a select. */
export const recordColumns =
  'id, created_at, name, email, company, role, phone, message, page_path, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content'

/**
 * Where staff open an enquiry in the admin (site/lib/admin/enquiries/paths.ts): the page's folder, which
 * static hosts serve without a redirect.
 */
export const inboxUrl = (siteUrl: string, id: string) =>
  new URL(`/admin/enquiries/enquiry/?id=${encodeURIComponent(id)}`, siteUrl).href
