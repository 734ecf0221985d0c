// The site's public pages, as the folders under site/pages route them (a test keeps the two the
// same). A post's site-relative links are checked against these and the posts' own addresses, written
// with or without the trailing slash (links.ts drops it, the query and the fragment before looking). The
// article preview (/preview) is not among them: it shows a draft to whoever holds its link, and no
// post should link to it.

/** Every public page's path, articles aside. */
export const sitePaths: readonly string[] = [
  '/',
  '/about',
  '/careers',
  '/contact',
  '/contact/not-sent',
  '/contact/thank-you',
  '/frameworks',
  '/frameworks/ai-smartbot',
  '/frameworks/unifysuite360',
  '/frameworks/vyaapari360',
  '/frameworks/vyaapari360/tally-integration',
  '/industries/financial-services',
  '/industries/life-sciences-healthcare',
  '/industries/manufacturing',
  '/insights',
  '/our-work',
  '/our-work/laboratory-systems-case-study',
  '/presentations/unifysuite360',
  '/privacy-policy',
  '/solutions/business-process-automation',
  '/solutions/data-hub-analytics',
  '/solutions/enterprise-integration',
  '/solutions/erp-modernization',
  '/team',
  '/terms-of-service',
  '/why-axon/approach',
  '/why-axon/difference',
]

/** The address of an article. */
export const articlePath = (slug: string): string => `/insights/${slug}`

/** Pages of the article list beyond the first: /insights/page/2. */
export const isListPage = (path: string): boolean => /^\/insights\/page\/[1-9]\d*$/.test(path)
