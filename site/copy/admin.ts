// The admin's page titles are in its routes' +config.ts files, which only the head reads; this
// module's words belong to the admin's own code, which public pages never load.

/** What the sign-in gate and the admin's top bar say, and what its screens share. */
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
  /** What every admin page says where JavaScript does not run, instead of a blank page. */
  noScript: {
    heading: 'The admin needs JavaScript',
    text: 'The Insights admin runs in your browser, and JavaScript is turned off here, or an extension is blocking this site’s scripts.',
    fix: 'Allow JavaScript for this site in your browser’s settings (or in the extension), then reload this page.',
    terminal: 'Posts can also be published without a browser, from a copy of the site’s repository:',
    command: 'npx axon-blog publish content/<slug>.md',
    home: 'Go to the public site',
  },
  categoriesFailed: {
    title: 'Error',
    description: 'The categories could not be loaded; the site’s standard ones are shown instead.',
  },
} as const
