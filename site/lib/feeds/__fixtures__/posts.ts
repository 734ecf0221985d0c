import type { Post } from '../../blog/index.ts'

/** A published post with plausible values; tests override what they are about. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'p1',
    slug: 'api-first-integration-strategy',
    title: 'API-First Integration Strategy',
    excerpt: 'Why integration starts with the contract.',
    category: 'data-integration',
    tags: ['APIs', 'Integration'],
    author_name: 'Founder Name',
    author_role: 'Founder & CEO/CTO',
    published_at: '2026-03-10T09:00:00.000Z',
    updated_at: '2026-03-12T15:30:00.000Z',
    read_time_minutes: 8,
    featured: false,
    featured_image_url: null,
    featured_image_alt: null,
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Body' }] }] },
    meta_title: null,
    meta_description: null,
    ...overrides,
  }
}

/** Stands in for the site's renderer: the tests only need to see where its HTML lands. */
export function renderHtml(): string {
  return '<p>Body with <a href="/contact">a link</a></p>'
}
