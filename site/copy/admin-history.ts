import type { HistoryVersion } from '../lib/admin/index.ts'

/** A count of versions: 1 version, 12 versions. */
const versions = (n: number) => `${n.toLocaleString('en-US')} version${n === 1 ? '' : 's'}`

/** What the editor's History panel, its version dialog and the Recently deleted page say. */
export const historyCopy = {
  panel: {
    heading: 'History',
    lead: 'Every save is kept, from the admin, the command line and automatic publishing alike.',
    loading: 'Reading the history…',
    retry: 'Try again',
    count: versions,
    showAll: (n: number) => `Show all ${versions(n)}`,
    open: 'Compare',
    openLabel: (version: number) => `Compare version ${version} with the post now`,
    current: 'Now',
    unsavedNote: 'Save or discard your changes before restoring a version.',
  },
  version: (n: number) => `Version ${n}`,
  when: (date: string, time: string) => `${date}, ${time}`,
  by: (who: string | null) => (who ? `by ${who}` : ''),
  channels: {
    admin: 'Admin',
    cli: 'Command line',
    ci: 'Automatic publish',
    api: 'API',
    sql: 'Database',
  } satisfies Record<HistoryVersion['channel'], string>,
  operations: {
    existing: 'As the post stood when history began',
    insert: 'Created',
    delete: 'Deleted',
  },
  changed: (labels: string[]) => (labels.length ? `Changed ${labels.join(', ').toLowerCase()}` : 'Saved again'),
  dialog: {
    heading: (n: number) => `Version ${n}`,
    lead: 'What this version says, next to the post as it is now. Restoring saves it as a new version: nothing is lost, and you can go back again.',
    keeps: 'The post keeps its address, and whether and when it is published.',
    fields: 'Fields that differ',
    noFields: 'Every other field is the same as now.',
    body: 'Text',
    sameBody: 'The text is the same as now.',
    legend: 'Lines marked “this version” come back on restore; lines marked “now” go.',
    thisVersion: 'This version',
    now: 'Now',
    restore: 'Restore this version',
    restoring: 'Restoring…',
    close: 'Close',
  },
  restored: (n: number) => `Version ${n} restored`,
  restoreFailed: 'Nothing was restored: something went wrong on the way. Try again.',
  restoredNote: 'The editor now shows it. Earlier versions are all still in History.',
  deleted: {
    link: 'Recently deleted',
    heading: 'Recently deleted',
    lead: 'Posts deleted from the admin, the command line or anywhere else. Bring one back and it returns as it was when deleted.',
    loading: 'Reading the deleted posts…',
    empty: 'No deleted posts. Anything deleted from now on can be brought back here.',
    retry: 'Try again',
    back: 'All posts',
    deletedWhen: (date: string, time: string, who: string | null, channel: string) =>
      `Deleted ${date}, ${time}${who ? ` by ${who}` : ''} (${channel})`,
    wasPublished: 'Was published',
    wasDraft: 'Was a draft',
    bringBack: 'Bring back',
    bringBackLabel: (title: string) => `Bring back “${title}”`,
    bringing: 'Bringing back…',
    confirm: (title: string, published: boolean) =>
      published
        ? `Bring back “${title}”? It was published, so it goes back on the site at the next rebuild.`
        : `Bring back “${title}” as a draft?`,
    broughtBack: 'Post brought back',
    open: 'Open it',
    listLabel: 'Deleted posts',
  },
}
