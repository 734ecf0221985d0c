/** What the admin says about whether the public site shows a post yet: the editor's status, the list's markers, the rebuild button. */
export const liveCopy = {
  label: 'On the public site',
  checking: 'Checking what visitors see…',
  requestingStatus: 'Asking for a rebuild of the site…',
  headlines: {
    live: 'Live',
    offSite: 'Not on the site',
    scheduled: 'Not on the site yet',
    goingLive: 'Going live',
    notLive: 'Not yet live',
    stillOnSite: 'Still on the site',
    unknown: 'Site status unknown',
  },
  live: {
    shown: 'Visitors see the version saved here.',
    hidden: 'Visitors cannot read this post.',
  },
  unknown:
    'The site’s build record (/build.json) could not be read, so the admin cannot tell whether visitors see the version saved here.',
  scheduled:
    'It goes on the site with the first rebuild after its publish time; the site checks for due posts every 15 minutes.',
  goingLive: {
    shown: (time: string) =>
      `A rebuild was requested at ${time}. Visitors see the version saved here once it has run, usually within a few minutes.`,
    hidden: (time: string) =>
      `Visitors can still read it until the rebuild requested at ${time} has run, usually within a few minutes.`,
    later: (time: string) => `Saves close together share one rebuild, so this one starts at ${time}.`,
    bySchedule: (time: string) =>
      `Its publish time, ${time}, has passed: the site’s next check for due posts, within 15 minutes, puts it on the site.`,
  },
  notLive: {
    failed: (message: string) => `The rebuild could not be requested. ${message}`,
    notRequested: {
      shown: 'Visitors do not see the version saved here, and no rebuild has been requested since it was saved.',
      hidden: 'Visitors can still read it, and no rebuild has been requested since it was taken off the site.',
    },
    overdue: (time: string) =>
      `A rebuild was requested at ${time}, but the site still does not show this change: the rebuild failed or has not run. Check the Deploy site workflow on GitHub, or request the rebuild again.`,
  },
  retry: 'Request rebuild',
  requesting: 'Requesting…',
  markers: {
    goingLive: 'Going live',
    leaving: 'Leaving the site',
    notLive: 'Not yet live',
    stillOnSite: 'Still on the site',
  },
  deleted: {
    leaving: (time: string) =>
      `Post deleted. Visitors can still read it until the rebuild requested at ${time} has run.`,
    stillOnSite: (message: string) =>
      `Post deleted, but the site still shows it: the rebuild could not be requested. ${message}`,
  },
} as const
