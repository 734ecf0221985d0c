import type { PageMeta } from '../lib/seo/index.ts'

type AdminPageMeta = Pick<PageMeta, 'title' | 'description'>

/** The admin's pages: what their <head> says. Never indexed, never in the sitemap. */
export const adminPages = {
  '/admin/blog': { title: 'Blog Posts', description: 'Staff area: the Insights articles of this site, published and drafts.' },
  '/admin/blog/new': { title: 'New Article', description: 'Staff area: write a new Insights article.' },
  '/admin/blog/edit': { title: 'Edit Article', description: 'Staff area: edit an Insights article.' },
} as const satisfies Record<string, AdminPageMeta>

/** What the sign-in gate and the admin's top bar say. */
export const adminCopy = {
  area: 'Insights admin',
  checking: 'Checking your sign-in...',
  retry: 'Try again',
  signIn: {
    heading: 'Sign in to the admin',
    lead: 'Staff of this site sign in with the e-mail address and password of their account.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
  },
  notAuthorised: {
    heading: 'Not authorised',
    message: 'You are not authorised to use the admin.',
    signedInAs: 'Signed in as',
    help: 'Ask a site administrator to add your account to the staff of this site, or sign in with another account.',
  },
  bar: { signedInAs: 'Signed in as', signOut: 'Sign out', signingOut: 'Signing out...' },
} as const
