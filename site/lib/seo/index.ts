export { pageHead, pageTitle, absoluteUrl } from './head.ts'
export type { PageMeta, PageHead, OgType } from './head.ts'
export { organizationData, breadcrumbData } from './structured-data.ts'
