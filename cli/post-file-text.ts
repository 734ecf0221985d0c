import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { canonicalJson } from '../site/lib/post-store/index.ts'
import { serializePostFile } from '../site/lib/post/files.ts'
import {
  authorFor,
  authorKeys,
  docSchema,
  docToMarkdown,
  markdownToDoc,
  postFrontMatterSchema,
  type AuthorKey,
  type PostFrontMatter,
} from '../site/lib/post/index.ts'
import { splitPostFile } from '../site/lib/post/post-file/structure.ts'
import { readFrontMatter } from '../site/lib/post/post-file/yaml.ts'
import type { BlogPostRow } from '../site/lib/supabase/database.types.ts'
import { printable } from '../site/lib/text/index.ts'
import type { CliContext } from './context.ts'
import { CliError } from './errors.ts'
import { fieldsHash } from './rows.ts'

function authorKeyOf(row: BlogPostRow): AuthorKey {
  return (
    authorKeys.find((key) => authorFor(key).name === row.author_name) ??
    authorKeys.find((key) => authorFor(key).role === row.author_role) ??
    'team'
  )
}

async function downloadImage(url: string, context: CliContext): Promise<string> {
  const response = await context.fetch(url)
  if (!response.ok) throw new CliError(`The featured image ${url} could not be downloaded (HTTP ${response.status}).`)
  const name = url.split('/').pop() ?? 'image.webp'
  mkdirSync(join(context.cwd, 'content', 'images'), { recursive: true })
  writeFileSync(join(context.cwd, 'content', 'images', name), new Uint8Array(await response.arrayBuffer()))
  return `images/${name}`
}

/** The post file already at content/<slug>.md, as written: its raw front matter and its Markdown. */
interface WrittenFile {
  fields: Record<string, unknown>
  markdown: string
}

function writtenFile(path: string): WrittenFile | undefined {
  if (!existsSync(path)) return undefined
  const split = splitPostFile(readFileSync(path, 'utf8'))
  if (!split.ok) return undefined
  const fields = readFrontMatter(split.parts.frontMatter).data
  return fields ? { fields, markdown: split.parts.markdown } : undefined
}

const sameInstant = (a: unknown, b: string) => typeof a === 'string' && Date.parse(a) === Date.parse(b)

/** Whether Markdown reads as this document (false when it does not read at all). */
function readsAs(markdown: string, doc: unknown): boolean {
  try {
    return isDeepStrictEqual(markdownToDoc(markdown), doc)
  } catch {
    return false
  }
}

/**
 * A stored post as the text of its post file. Where the file at content/<slug>.md already says
 * the same thing, it keeps the form it was written in: a date stays `2025-11-05` rather than
 * becoming an instant, Markdown that reads as the same document keeps its own spelling, and the
 * featured image keeps its file name when the post is as a post file last published it.
 */
export async function postFileText(row: BlogPostRow, context: CliContext): Promise<string> {
  const doc = docSchema.safeParse(row.content)
  if (!doc.success)
    throw new CliError(
      `The content of ${row.slug} in the database is not a valid document: ${doc.error.issues[0]?.message}`,
      'Fix it in the browser admin, then run the same command again.',
    )
  const written = writtenFile(join(context.cwd, 'content', `${row.slug}.md`))
  const asPublished = row.source_hash === fieldsHash(row)
  const keptImage =
    asPublished && typeof written?.fields.featured_image === 'string' && row.featured_image_url
      ? written.fields.featured_image
      : undefined
  const frontMatter = postFrontMatterSchema.safeParse({
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    author: authorKeyOf(row),
    featured: row.featured,
    ...(row.featured_image_url
      ? {
          featured_image: keptImage ?? (await downloadImage(row.featured_image_url, context)),
          featured_image_alt: row.featured_image_alt ?? row.title,
        }
      : {}),
    ...(row.meta_title ? { meta_title: row.meta_title } : {}),
    ...(row.meta_description ? { meta_description: row.meta_description } : {}),
    ...(row.published_at ? { published_at: row.published_at } : {}),
  })
  if (!frontMatter.success) {
    const issue = frontMatter.error.issues[0]
    throw new CliError(
      `${row.slug} in the database cannot be written as a post file: ${issue?.path.join('.')}: ${printable(issue?.message ?? 'invalid')}`,
      'Fix it in the browser admin, then run the same command again.',
    )
  }
  const fields: PostFrontMatter = { ...frontMatter.data }
  // A field the file leaves out, to mean its default, stays out while the post still has that default.
  const asRead = written && postFrontMatterSchema.safeParse(written.fields)
  if (written && asRead?.success)
    for (const key of Object.keys(fields) as (keyof PostFrontMatter)[])
      if (!(key in written.fields) && canonicalJson(asRead.data[key]) === canonicalJson(fields[key])) delete fields[key]
  const writtenDate = written?.fields.published_at
  if (row.published_at && sameInstant(writtenDate, row.published_at)) fields.published_at = String(writtenDate).trim()
  const markdown = written && readsAs(written.markdown, doc.data) ? written.markdown : docToMarkdown(doc.data)
  return serializePostFile(fields, markdown)
}
