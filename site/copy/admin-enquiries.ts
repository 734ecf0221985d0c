import type {
  EnquiryEvent,
  EventActor,
  ExportWords,
  InboxFilter,
  SendOutcome,
  SendStanding,
} from '../lib/admin/enquiries/index.ts'
import { formatDateTime } from '../lib/admin/index.ts'
import type { EnquiryFlag, EnquiryStatus } from '../lib/supabase/database.types.ts'

/** A number as the inbox writes it: 2,400. */
const figure = (n: number) => n.toLocaleString('en-US')
const enquiries = (n: number) => (n === 1 ? '1 enquiry' : `${figure(n)} enquiries`)

const statusNames = { new: 'New', in_progress: 'In progress', closed: 'Closed' } as const satisfies Record<
  EnquiryStatus,
  string
>

const flagNames = {
  honeypot_filled: 'Hidden field filled in',
  filled_too_fast: 'Sent faster than a person types',
  challenge_missing: 'No proof-of-work solution',
  challenge_invalid: 'Wrong proof-of-work solution',
  challenge_expired: 'Proof-of-work challenge expired',
  challenge_reused: 'Proof-of-work solution used before',
} as const satisfies Record<EnquiryFlag, string>

/** How a send stands, in a few words: the notification e-mail or the hand-off. */
const sendWords = (what: string, standing: SendStanding, when = formatDateTime): string => {
  switch (standing.kind) {
    case 'sent':
      return `${what} sent ${when(standing.at)}.`
    case 'failed':
      return `${what} failed after ${standing.attempts === 1 ? '1 try' : `${standing.attempts} tries`}: ${standing.error}. Nothing more will be tried unless you send it again.`
    case 'retrying':
      return `${what} failed (${standing.error}); it will be tried again ${when(standing.at)}.`
    case 'due':
      return `${what} is due ${when(standing.at)} and has not gone yet.`
    case 'held':
      return `${what} is held until someone reviews this possible automation.`
    case 'none':
      return `No ${what.toLowerCase()} was sent.`
  }
}

const who: Record<EventActor, string> = { you: 'You', staff: 'A staff member', site: 'The site' }

/** What the admin's enquiry inbox at /admin/enquiries says. */
export const inboxCopy = {
  nav: {
    label: 'Admin areas',
    posts: 'Blog posts',
    enquiries: 'Enquiries',
    newCount: (n: number) => (n === 1 ? '1 new enquiry' : `${figure(n)} new enquiries`),
  },
  heading: 'Enquiries',
  links: { sources: 'Where leads come from', erase: 'Erase by e-mail address' },
  filters: {
    label: 'Show enquiries',
    names: {
      new: 'New',
      in_progress: 'In progress',
      closed: 'Closed',
      flagged: 'Flagged',
      all: 'All',
      spam: 'Spam',
    } satisfies Record<InboxFilter, string>,
    withCount: (name: string, n: number) => `${name} (${figure(n)})`,
  },
  search: {
    label: 'Search name, company, e-mail and message',
  },
  shown: (first: number, last: number, matching: number) =>
    matching === 1
      ? 'Showing 1 enquiry'
      : first === last
        ? `Showing enquiry ${figure(first)} of ${figure(matching)}`
        : `Showing ${figure(first)}–${figure(last)} of ${figure(matching)} enquiries`,
  pastTheEnd: (asked: number, last: number) =>
    `There is no page ${figure(asked)}: this is the last page, page ${figure(last)}.`,
  pages: {
    label: 'Pages of enquiries',
    previous: 'Previous',
    next: 'Next',
    current: (page: number, pages: number) => `Page ${figure(page)} of ${figure(pages)}`,
  },
  listLabel: 'Enquiries',
  loading: 'Loading enquiries...',
  loadFailed: 'The enquiries could not be loaded.',
  retry: 'Try again',
  noMatch: 'No enquiries match this search.',
  clearSearch: 'Clear search',
  empty: {
    new: 'No new enquiries. Everything that came in has been picked up.',
    in_progress: 'No enquiries are in progress.',
    closed: 'No enquiries are closed yet.',
    flagged: 'Nothing is waiting for review.',
    all: 'No enquiries yet. They appear here as soon as a visitor sends the contact form.',
    spam: 'Nothing has been marked as spam.',
  } satisfies Record<InboxFilter, string>,
  statusNames,
  flagNames,
  flagged: 'Possible automation',
  spam: 'Spam',
  genuine: 'Reviewed: genuine',
  notificationFailed: 'Notification failed',
  notificationDue: 'Notification not sent yet',
  open: (name: string, company: string) => `Open the enquiry from ${name}, ${company}`,
  received: 'Received',
  export: {
    button: 'Export as CSV',
    busy: 'Exporting...',
    done: (n: number) => `Exported ${enquiries(n)}.`,
    failed: (reason: string) => `The export failed: ${reason}`,
  },
  toasts: {
    loadFailed: { title: 'Error', description: 'The enquiries could not be loaded.' },
  },
} as const

/** The export's column headings and the words its cells use. */
export const exportWords: ExportWords = {
  headings: {
    received: 'Received (UTC)',
    status: 'Status',
    flag: 'Flag',
    name: 'Name',
    company: 'Company',
    role: 'Role',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    page: 'Sent from page',
    landing: 'Landing page',
    referrer: 'Referring site',
    utm_source: 'utm_source',
    utm_medium: 'utm_medium',
    utm_campaign: 'utm_campaign',
    utm_term: 'utm_term',
    utm_content: 'utm_content',
    notified: 'Notified',
  },
  status: statusNames,
  flag: (reason, review) =>
    `${flagNames[reason]}${review === 'genuine' ? ' (reviewed: genuine)' : review === 'spam' ? ' (spam)' : ''}`,
  notNotified: (enquiry) =>
    enquiry.notification_error
      ? `Not sent: ${enquiry.notification_error}`
      : enquiry.notification_due_at
        ? 'Due'
        : 'Not sent',
}

/** What an enquiry's page says. */
export const enquiryCopy = {
  statusName: (status: EnquiryStatus) => statusNames[status],
  noneChosen: 'No enquiry was chosen. Open one from the list.',
  loadError: 'This enquiry could not be opened',
  backToList: 'Back to the enquiries',
  loading: 'Loading the enquiry...',
  received: (when: string, ago: string) => `Received ${when} (${ago})`,
  who: {
    heading: 'Who',
    name: 'Name',
    company: 'Company',
    role: 'Role',
    email: 'E-mail',
    phone: 'Phone',
    none: 'Not given',
    call: (phone: string) => `Call ${phone}`,
  },
  message: 'Message',
  origin: {
    heading: 'Where it came from',
    none: 'No origin recorded.',
    page: 'Sent from page',
    landing: 'Landing page',
    referrer: 'Referring site',
  },
  delivery: {
    heading: 'Notification and hand-off',
    notification: (standing: SendStanding) => sendWords('Notification e-mail', standing),
    handoff: (standing: SendStanding) => sendWords('Hand-off to the firm’s tools', standing),
    sendAgain: 'Send again',
    sending: 'Sending...',
    result: {
      sent: 'Sent',
      failed: 'Not sent',
      notification: (outcome: SendOutcome | null) =>
        outcome === null
          ? null
          : outcome.ok
            ? 'The notification e-mail went out.'
            : `The notification e-mail failed: ${outcome.error}.`,
      handoff: (outcome: SendOutcome | null) =>
        outcome === null ? null : outcome.ok ? 'The hand-off went through.' : `The hand-off failed: ${outcome.error}.`,
      nothing: 'There was nothing left to send.',
    },
  },
  status: {
    heading: 'Status',
    label: 'Move this enquiry to',
    moved: (status: EnquiryStatus) => `Moved to ${statusNames[status]}.`,
  },
  review: {
    heading: 'Possible automation',
    lead: (reason: EnquiryFlag) =>
      `${flagNames[reason]}. No notification went out. Mark it genuine to move it to New and send the notification, or mark it as spam to hide it.`,
    genuine: 'Mark as genuine',
    spam: 'Spam',
    busy: 'Saving...',
    markedGenuine: 'Marked as genuine; it is now New.',
    markedSpam: 'Marked as spam; it is hidden from every list but Spam.',
    isSpam: 'Marked as spam: shown only under Spam, and deleted after the retention period.',
  },
  notes: {
    heading: 'Internal notes',
    label: 'Notes (seen only by staff)',
    save: 'Save notes',
    saving: 'Saving...',
    saved: 'Notes saved.',
    unsaved: 'Unsaved changes',
    conflict: {
      heading: 'Someone changed this enquiry since you opened it',
      lead: 'Your notes were not saved. The enquiry now reads as below; your text is still in the box.',
      theirs: 'Notes now',
      status: 'Status now',
      overwrite: 'Save mine over theirs',
      useTheirs: 'Use theirs',
    },
  },
  history: {
    heading: 'History',
    empty: 'Nothing has happened to this enquiry yet.',
    who: (actor: EventActor) => who[actor],
    what: (event: EnquiryEvent, text: (key: 'from' | 'to' | 'error') => string | null): string => {
      const status = (key: 'from' | 'to') => statusNames[text(key) as EnquiryStatus] ?? text(key) ?? 'none'
      switch (event.kind) {
        case 'status':
          return `moved it from ${status('from')} to ${status('to')}`
        case 'notes':
          return text('to') ? 'changed the notes' : 'cleared the notes'
        case 'review':
          return text('to') === 'genuine'
            ? 'marked it as genuine'
            : text('to') === 'spam'
              ? 'marked it as spam'
              : 'cleared the review'
        case 'notified':
          return 'sent the notification e-mail'
        case 'notification_failed':
          return `could not send the notification e-mail: ${text('error') ?? 'no reason given'}`
        case 'handed_off':
          return 'handed it off to the firm’s tools'
        case 'handoff_failed':
          return `could not hand it off: ${text('error') ?? 'no reason given'}`
      }
    },
  },
  toasts: {
    error: 'Error',
    done: 'Done',
    sendResult: 'Send again',
    changeFailed: 'Not changed',
  },
} as const

/** What the report of where leads come from says. */
export const sourcesCopy = {
  heading: 'Where leads come from',
  lead: 'Enquiries by the page each visit landed on and by article, counted in this browser from what the form recorded. Spam is left out.',
  period: { label: 'Period', days: (days: number) => `Last ${days} days` },
  loading: 'Counting enquiries...',
  failed: 'The enquiries could not be counted.',
  counted: (n: number, days: number) => `${enquiries(n)} in the last ${days} days.`,
  awaitingReview: (n: number) =>
    n === 0
      ? ''
      : `${enquiries(n)} flagged as possible automation and not yet reviewed ${n === 1 ? 'is' : 'are'} not counted.`,
  byLanding: { caption: 'By landing page', key: 'Landing page', count: 'Enquiries', none: 'Not recorded' },
  byArticle: { caption: 'By article (landed on or sent from)', key: 'Article', count: 'Enquiries' },
  empty: 'No enquiries in this period.',
} as const

/** What erasure by address says. */
export const eraseCopy = {
  heading: 'Erase by e-mail address',
  lead: 'When someone asks for their data to be deleted, erase every enquiry they sent, with its history. Letter case does not matter.',
  label: 'E-mail address',
  find: 'Find enquiries',
  finding: 'Counting...',
  none: (address: string) => `No enquiries from ${address}.`,
  confirm: (n: number, address: string) => `Erase ${enquiries(n)} from ${address}? This cannot be undone.`,
  erase: (n: number) => `Erase ${enquiries(n)}`,
  erasing: 'Erasing...',
  cancel: 'Cancel',
  erased: (n: number, address: string) => `Erased ${enquiries(n)} from ${address}.`,
} as const
