import { stringify } from 'yaml'
import type { PostFrontMatter } from '../front-matter-schema.ts'

// The order a reader expects: what the post is, how it is filed, then the optional extras.
const FIELD_ORDER = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'author',
  'featured',
  'featured_image',
  'featured_image_alt',
  'meta_title',
  'meta_description',
  'published_at',
] as const satisfies readonly (keyof PostFrontMatter)[]

/** A post file's text: front matter in a fixed field order (empty tags and unset fields left out), then the Markdown. */
export function serializePostFile(frontMatter: PostFrontMatter, markdown: string): string {
  const fields: Record<string, unknown> = {}
  for (const key of FIELD_ORDER) {
    const value = frontMatter[key]
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) fields[key] = value
  }
  // lineWidth 0: long titles and excerpts stay on one line, as people write them.
  const yaml = stringify(fields, { lineWidth: 0 })
  return `---\n${yaml}---\n\n${trimBlankLines(markdown)}\n`
}

// Blank lines (only spaces and tabs, as Markdown counts them) at either end mean nothing; any other character may.
function trimBlankLines(markdown: string): string {
  const lines = markdown.split(/\r?\n/)
  const blank = (line: string | undefined) => line !== undefined && /^[ \t]*$/.test(line)
  while (blank(lines[0])) lines.shift()
  while (blank(lines.at(-1))) lines.pop()
  return lines.join('\n')
}
