/** A problem the preview page shows in place of the article: a heading and what to do. */
export interface PreviewProblem {
  heading: string
  text: string
}

/** What the preview page at /preview/ says: to a reviewer opening a shared link, and to staff previewing a post. */
export const previewCopy = {
  seo: {
    title: 'Article preview',
    description: 'An article shared for review before it is published on the Axon Intelligence site.',
  },
  heading: 'Article preview',
  noscript:
    'This preview needs JavaScript, which is turned off in this browser. Turn it on and reload the page to read the article.',
  loading: 'Opening the preview…',
  /** The bar over a previewed article. */
  banner: {
    draft: 'Preview — this article is not published',
    scheduled: 'Preview — this article is not published yet',
    goesLive: (date: string) => `It is scheduled to go live on ${date}.`,
    changes: 'Preview — these changes are not published',
    published: 'Preview — this article is published',
    live: 'The article as readers see it now is at',
    liveLink: 'its published address',
    expires: (date: string) => `This preview link works until ${date}. Please do not pass it on.`,
    staff: 'You are signed in as staff: this is the post as last saved.',
    backToEditor: 'Back to the editor',
  },
  /** Why a link shows no article, and what the reader can do. */
  problems: {
    incomplete: {
      heading: 'This preview link is incomplete',
      text: 'The address is missing its key, or part of it. Copy the whole link from the message you were sent and open it again.',
    },
    unknown: {
      heading: 'This preview link does not work',
      text: 'No preview matches this link. Check that the whole link was copied, or ask whoever sent it for a new one.',
    },
    expired: (date: string): PreviewProblem => ({
      heading: 'This preview link has expired',
      text: `It stopped working on ${date}. Ask whoever sent it for a new link if you still need to read the article.`,
    }),
    revoked: (date: string): PreviewProblem => ({
      heading: 'This preview link was revoked',
      text: `The team turned it off on ${date}. Ask whoever sent it for a new link if you still need to read the article.`,
    }),
    published: {
      heading: 'This article has been published',
      text: 'The preview link ended when the article went live. Read it on the site, where it is now.',
      link: 'Read the article',
    },
    scheduled: (date: string): PreviewProblem => ({
      heading: 'This article is scheduled to be published',
      text: `The preview link ended when the article was scheduled. It goes live on ${date}, at this address:`,
    }),
    unpublished: {
      heading: 'This preview link has ended',
      text: 'It ended when the article was published, and the article has since been taken off the site. Ask whoever sent the link for a new one.',
    },
    deleted: {
      heading: 'This article was deleted',
      text: 'The preview link ended when the article was deleted, so there is nothing left to read. Ask whoever sent the link whether a new version is coming.',
    },
    failed: {
      heading: 'The preview could not be loaded',
      text: 'The connection to the site’s content service failed. Check your connection and try again.',
      retry: 'Try again',
    },
  },
  /** A staff member's full-page preview of a post (/preview/?post=<id>). */
  staff: {
    signIn: {
      heading: 'Sign in to preview this post',
      text: 'Previews of unpublished posts by their address are for the site’s staff. Sign in to the admin, then open the preview again from the editor.',
      link: 'Sign in to the admin',
    },
    missing: {
      heading: 'This post cannot be previewed',
      text: 'No post with this address is one your account may read: it may have been deleted, or your account is not a staff member of this site.',
      link: 'Back to the posts',
    },
  },
} as const
