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
    'The admin could not read what the public site was last built from, so it cannot tell whether visitors see the version saved here. Open the article to see for yourself.',
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
    // Why a rebuild request failed, as a writer can act on it (see rebuildTrouble); what whoever runs the site does is in the README.
    trouble: {
      notSetUp:
        'Publishing works, but the site does not rebuild by itself yet, so visitors do not see this change. Ask whoever runs the site to turn on rebuilds on save; until then, the site’s regular check every 15 minutes may bring the change.',
      hostRefused: (status?: number) =>
        `The site’s host turned the rebuild down${status ? ` (it answered HTTP ${status})` : ''}, so visitors do not see this change yet. Ask whoever runs the site to check its rebuild settings.`,
      tryAgain:
        'The rebuild could not be requested just now, so visitors do not see this change yet. Request it again in a few minutes.',
      signIn:
        'Your sign-in does not allow asking for a rebuild; it may have run out. Sign in again, then request the rebuild.',
      other:
        'The rebuild could not be requested, so visitors do not see this change yet. Request it again; if that keeps failing, ask whoever runs the site.',
    },
    notRequested: {
      shown: 'Visitors do not see the version saved here, and no rebuild has been requested since it was saved.',
      hidden: 'Visitors can still read it, and no rebuild has been requested since it was taken off the site.',
    },
    overdue: (time: string) =>
      `A rebuild was requested at ${time}, but the site still does not show this change. Request it again; if it still does not show, ask whoever runs the site to look at the site’s deploys.`,
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
