/** The site's posts, categories, redirects and staff in the shared tables: every row of this site carries it. */
export const websiteCode = 'axon'
