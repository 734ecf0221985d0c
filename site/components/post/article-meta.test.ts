import { expect, it } from 'vitest'
import { shareImage, type Post } from '../../lib/blog/index.ts'
import { absoluteUrl, pageHead } from '../../lib/seo/index.ts'
import { articleMeta } from './article-meta.ts'

const article: Post = {
  id: '1',
  slug: 'hidden-cost-legacy-erp',
  title: 'The Hidden Cost of Legacy ERP Systems',
  excerpt: 'e',
  category: 'erp-modernization',
  tags: [],
  author_name: 'a',
  author_role: 'r',
  published_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  read_time_minutes: 1,
  featured: false,
  featured_image_url: 'https://project.supabase.co/storage/v1/object/public/blog-images/posts/0123456789abcdef.webp',
  featured_image_alt: 'A server room',
  content: null,
  meta_title: null,
  meta_description: null,
}

it('names the article’s own share image as its Open Graph and X image, with its description and size', () => {
  const meta = pageHead(articleMeta(article, '/insights/hidden-cost-legacy-erp')).meta
  const tag = (key: string) => meta.find((candidate) => candidate.key === key)?.content
  const { path, alt } = shareImage(article)
  expect(tag('og:image')).toBe(absoluteUrl(path))
  expect(tag('twitter:image')).toBe(tag('og:image'))
  expect(tag('og:image:alt')).toBe(alt)
  expect(tag('twitter:image:alt')).toBe(alt)
  expect([tag('og:image:width'), tag('og:image:height')]).toEqual(['1200', '630'])
})
