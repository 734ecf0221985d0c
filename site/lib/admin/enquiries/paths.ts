import { pageAddress } from '../../seo/index.ts'

/** Where the inbox's pages live, at the addresses they answer at without a redirect. */
export const inboxPaths = {
  list: pageAddress('/admin/enquiries'),
  /** The one prerendered page that shows any enquiry; which one comes from `?id=`. */
  enquiry: pageAddress('/admin/enquiries/enquiry'),
  sources: pageAddress('/admin/enquiries/sources'),
  erase: pageAddress('/admin/enquiries/erase'),
} as const

/** The address of an enquiry's page. */
export function enquiryPath(id: string): string {
  return `${inboxPaths.enquiry}?id=${encodeURIComponent(id)}`
}

/** The id of the enquiry the page is asked for, from its `?id=`; null when none is. */
export function openedEnquiryId(search: string): string | null {
  return new URLSearchParams(search).get('id')?.trim() || null
}
