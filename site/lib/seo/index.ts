export { pageHead, pageTitle, absoluteUrl, pageUrl } from './head.ts'
export type { PageMeta, PageHead, OgType } from './head.ts'
export { canonicalPathname, pageAddress } from './paths.ts'
export { organizationData, breadcrumbData, blogPostingData } from './structured-data.ts'
