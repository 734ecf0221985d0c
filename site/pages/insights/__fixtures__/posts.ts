import type { Post } from '@/lib/blog/index.ts'
import type { Doc } from '@/lib/post/index.ts'

const categories = ['erp-modernization', 'data-integration', 'process-automation', 'technical'] as const

/** A paragraph of text as a post body. */
export const body = (text: string): Doc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
})

/** Published post number `n`: a day newer than post n − 1, every fifth featured. */
export function post(n: number, fields: Partial<Post> = {}): Post {
  const date = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString()
  return {
    id: `id-${n}`,
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `What post ${n} is about.`,
    category: categories[n % categories.length]!,
    tags: ['integration'],
    author_name: 'Axon Team',
    author_role: 'Engineering',
    published_at: date,
    updated_at: date,
    read_time_minutes: 4,
    featured: n % 5 === 0,
    featured_image_url: null,
    featured_image_alt: null,
    featured_image_set: null,
    content: body('Integration keeps finance and operations on the same data.'),
    meta_title: null,
    meta_description: null,
    ...fields,
  }
}

/** Posts 1 to `count`, newest first, as the build reads them. */
export const posts = (count: number): Post[] => Array.from({ length: count }, (_, index) => post(count - index))
