export { pageHead, pageTitle, absoluteUrl } from './head.ts'
export type { PageMeta, PageHead, OgType } from './head.ts'
export { canonicalPathname } from './paths.ts'
export { organizationData, breadcrumbData, blogPostingData } from './structured-data.ts'
