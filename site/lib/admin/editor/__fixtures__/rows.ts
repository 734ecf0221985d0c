import { markdownToDoc } from '../../../post/index.ts'
import type { BlogPostRow } from '../../../supabase/database.types.ts'

/** A stored post as the editor loads it, with what a test changes. */
export function storedRow(changes: Partial<BlogPostRow> = {}): BlogPostRow {
  return {
    id: '6c0b8a5e-0000-4000-8000-000000000001',
    website_code: 'axon',
    title: 'Why ERP projects stall',
    slug: 'why-erp-projects-stall',
    excerpt: 'Most ERP projects fail quietly.',
    content: markdownToDoc('Most **ERP** projects fail quietly.\n') as unknown as BlogPostRow['content'],
    author_name: 'Axon Intelligence Team',
    author_role: 'Team Member',
    category: 'erp-modernization',
    tags: ['erp', 'integration'],
    read_time_minutes: 1,
    word_count: 5,
    status: 'draft',
    featured: false,
    featured_image_url: null,
    featured_image_alt: null,
    meta_title: null,
    meta_description: null,
    created_at: '2025-10-01T09:00:00.000Z',
    updated_at: '2025-10-01T09:00:00.000Z',
    published_at: null,
    source_hash: null,
    ...changes,
  }
}
