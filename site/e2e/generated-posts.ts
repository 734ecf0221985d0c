import { readFileSync } from 'node:fs'
import { allPostFiles } from '../../cli/posts.ts'
import { parsePostFile, type ParsedPost } from '../lib/post/files.ts'
import { authorFor, readTimeMinutes, wordCount, type Doc } from '../lib/post/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'

const day = 86_400_000

/** A word no post of content/ has, which the generated site's oldest post carries in its body alone. */
export const oldestPostWord = 'quillwort'

/**
 * `count` published posts made from those of content/, round robin, as the bench's post generator
 * makes them: post n is a copy with the slug `<slug>-<n>`, the title `<title> (n)`, and its date moved
 * back n days, so post 1 is the newest. The last, the oldest, also says `oldestPostWord` in its body.
 */
export function generatedPostRows(count: number) {
  const contentPosts = allPostFiles(process.cwd()).flatMap(({ absolute, file }): ParsedPost[] => {
    const parsed = parsePostFile(readFileSync(absolute, 'utf8'), file)
    if (!parsed.ok) throw new Error(`${file} is not a valid post`)
    return [parsed.post]
  })
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1
    const { frontMatter: fm, doc } = contentPosts[index % contentPosts.length]!
    const body: Doc =
      n === count
        ? {
            ...doc,
            content: [
              ...doc.content,
              { type: 'paragraph', content: [{ type: 'text', text: `A ${oldestPostWord} grows at the lake.` }] },
            ],
          }
        : doc
    const author = authorFor(fm.author)
    const words = wordCount(body)
    return {
      website_code: 'axon',
      slug: `${fm.slug}-${n}`,
      title: `${fm.title} (${n})`,
      excerpt: fm.excerpt,
      content: body as never,
      author_name: author.name,
      author_role: author.role,
      category: fm.category,
      tags: [...fm.tags],
      featured: fm.featured,
      read_time_minutes: readTimeMinutes(words),
      word_count: words,
      status: 'published' as const,
      published_at: new Date(Date.parse(fm.published_at ?? '2025-10-13') - n * day).toISOString(),
    }
  })
}

/** Publishes `count` generated posts straight into the backend at `url`. */
export async function publishGeneratedPosts(url: string, serviceRoleKey: string, count: number): Promise<void> {
  const client = createServiceClient({ url, key: serviceRoleKey })
  const rows = generatedPostRows(count)
  for (let start = 0; start < rows.length; start += 50)
    await client
      .from('blog_posts')
      .insert(rows.slice(start, start + 50))
      .throwOnError()
}
