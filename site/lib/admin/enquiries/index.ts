// The admin's enquiry inbox: which enquiries each filter and search shows and how many, one
// enquiry with its history, the changes staff may make (status, notes, review), sending its
// notification and hand-off again, export as CSV, erasure by address, and where leads come from.
// Staff read and write through the signed-in client; RLS and column grants decide. Browser-safe, no React.
export { inboxFilters, defaultInboxView, inboxViewFrom, inboxViewSearch, filterSlug } from './filters.ts'
export type { InboxFilter, InboxView } from './filters.ts'
export { inboxPaths, enquiryPath, openedEnquiryId } from './paths.ts'
export { listEnquiries, countEnquiries, countNewEnquiries, inboxPageSize } from './list.ts'
export type { ListedEnquiry, InboxCounts, InboxPage, InboxPageResult } from './list.ts'
export { loadEnquiry, setEnquiryStatus, reviewEnquiry } from './enquiry.ts'
export type { Enquiry, EnquiryEvent, OpenedEnquiry, ChangeResult } from './enquiry.ts'
export { saveNotes, type SeenNotes, type NotesSaveResult } from './notes.ts'
export { sendEnquiryNow, type DeliveryAnswer, type DeliveryResult, type SendOutcome } from './delivery.ts'
export { notificationStanding, handoffStanding, canSendAgain, awaitsReview, type SendStanding } from './standing.ts'
export { enquiriesCsv, exportFileName, readViewEnquiries, exportColumns } from './export.ts'
export type { ExportWords, ExportColumn } from './export.ts'
export { countFromAddress, eraseFromAddress, type AddressCount, type EraseResult } from './erase.ts'
export { loadLeadSources, leadSources, sourcePeriods, articleSlug } from './sources.ts'
export type { LeadSources, SourceCount, SourcePeriod } from './sources.ts'
export { eventActor, detailText, type EventActor } from './history.ts'
export { timeAgo } from './time.ts'
export { mailtoHref, telHref } from './contact.ts'
