// The post model (DESIGN.md, "The post model"): front matter schema, Markdown ⇄ document tree,
// the checks. The CLI, the browser admin and the build share it; this file is its public surface,
// and files.ts adds reading and writing post files.
export type * from './types.ts'
export { categories, authorKeys, authorFor } from './taxonomy.ts'
export type { CategorySlug, AuthorKey } from './taxonomy.ts'
export { postLimits } from './limits.ts'
export { postFrontMatterSchema } from './front-matter-schema.ts'
export type { PostFrontMatter } from './front-matter-schema.ts'
export { MarkdownError } from './markdown-error.ts'
export { markdownToDoc, readMarkdown } from './from-markdown/index.ts'
export type { ReadMarkdown } from './from-markdown/index.ts'
export { docToMarkdown } from './to-markdown/index.ts'
export { isSafeHref } from './href.ts'
export { slugify, wordCount, readTimeMinutes } from './text.ts'
export { docSchema } from './doc-schema.ts'
export type { Publication } from './schedule.ts'
