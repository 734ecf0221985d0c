/** Where the inbox's pages live. */
export const inboxPaths = {
  list: '/admin/enquiries',
  /** The one prerendered page that shows any enquiry; which one comes from `?id=`. */
  enquiry: '/admin/enquiries/enquiry',
  sources: '/admin/enquiries/sources',
  erase: '/admin/enquiries/erase',
} as const

/** The address of an enquiry's page. */
export function enquiryPath(id: string): string {
  return `${inboxPaths.enquiry}?id=${encodeURIComponent(id)}`
}

/** The id of the enquiry the page is asked for, from its `?id=`; null when none is. */
export function openedEnquiryId(search: string): string | null {
  return new URLSearchParams(search).get('id')?.trim() || null
}
