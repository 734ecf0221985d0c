// What the error page's <head> says, by what went wrong. One route shows both, so the words sit here
// rather than in its +config.ts; +Head picks one (../page-meta.ts).
export const errorPageMeta = {
  notFound: {
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has moved.',
    noindex: true,
    // Any missing address shows it, so it names the one file every host serves it from.
    canonical: '/404.html',
  },
  failed: {
    title: 'Something Went Wrong',
    description: 'This page could not be displayed.',
    noindex: true,
  },
} as const
