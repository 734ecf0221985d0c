import type { PostFrontMatter } from '../front-matter-schema.ts'
import type { AuthorKey } from '../taxonomy.ts'
import { slugify } from '../text.ts'
import { serializePostFile } from './serialize.ts'

// Readable as it stands, so a writer can preview at once; its placeholders say plainly what to replace,
// and the checks refuse to let a post go out while they are still there.
export const templateExcerpt =
  'Replace this sentence with a one- or two-sentence summary of the post: 120-160 characters reads best in search results.'

/** The template body's last paragraph, which no finished post keeps. */
export const templateBodyPlaceholder = 'Replace this text with your article, and the excerpt above with your summary.'

const BODY = `## Start each section with a heading like this

Write the article in Markdown, with a blank line between paragraphs. Start a section with \`##\` and a subsection with \`###\`; the title above is the page's only top-level heading.

- A line that starts with a hyphen and a space is a bullet point.
- Use **bold** for key terms, _italic_ for emphasis and [links](https://www.example.com) for sources.

${templateBodyPlaceholder}`

/**
 * The file for a new post (the spec's default new post: technical, no tags, the founder, not featured)
 * with the title, its slug and a body that shows the format. The slug is empty when the title has no
 * letters or digits; the caller refuses such a title.
 */
export function newPostFile(title: string, author: AuthorKey = 'founder'): { slug: string; source: string } {
  const slug = slugify(title)
  const frontMatter: PostFrontMatter = {
    title: title.trim(),
    slug,
    excerpt: templateExcerpt,
    category: 'technical',
    tags: [],
    author,
    featured: false,
  }
  return { slug, source: serializePostFile(frontMatter, BODY) }
}
