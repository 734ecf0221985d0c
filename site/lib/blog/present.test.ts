import { describe, expect, it } from 'vitest'
import {
  categoryLabel,
  categoryName,
  featuredPosts,
  filterPosts,
  formatLongDate,
  formatShortDate,
  readTimeLabel,
} from './index.ts'

const post = (
  title: string,
  fields: Partial<{ excerpt: string; tags: string[]; category: string; featured: boolean }> = {},
) => ({
  title,
  excerpt: fields.excerpt ?? 'An excerpt.',
  tags: fields.tags ?? [],
  category: (fields.category ?? 'technical') as 'technical',
  featured: fields.featured ?? false,
})

describe('filterPosts', () => {
  const posts = [
    post('Tally for Growing Firms'),
    post('Month-End Close', { excerpt: 'Reconcile with TALLY data', category: 'process-automation' }),
    post('APIs', { tags: ['tally-prime'] }),
    post('Other'),
  ]

  it('matches title, excerpt and tags, ignoring case and surrounding spaces', () => {
    expect(filterPosts(posts, 'all', '  tally ').map((p) => p.title)).toEqual([
      'Tally for Growing Firms',
      'Month-End Close',
      'APIs',
    ])
  })

  it('narrows to a category, and combines category and search', () => {
    expect(filterPosts(posts, 'process-automation', '').map((p) => p.title)).toEqual(['Month-End Close'])
    expect(filterPosts(posts, 'technical', 'tally').map((p) => p.title)).toEqual(['Tally for Growing Firms', 'APIs'])
  })
})

describe('featuredPosts', () => {
  const posts = [post('A', { featured: true }), post('B'), post('C', { featured: true }), post('D', { featured: true })]

  it('shows at most two, and only for all categories with an empty search', () => {
    expect(featuredPosts(posts, 'all', '').map((p) => p.title)).toEqual(['A', 'C'])
    expect(featuredPosts(posts, 'technical', '')).toEqual([])
    expect(featuredPosts(posts, 'all', 'a')).toEqual([])
  })
})

describe('labels', () => {
  it('follows the spec: badges upper case without hyphens, en-US dates in UTC, N min read', () => {
    expect(categoryLabel('erp-modernization')).toBe('ERP MODERNIZATION')
    expect(categoryName('technical')).toBe('Technical Deep Dive')
    expect(formatShortDate('2025-10-13T23:30:00Z')).toBe('Oct 13, 2025')
    expect(formatLongDate('2025-10-13T00:00:00Z')).toBe('October 13, 2025')
    expect(readTimeLabel(8)).toBe('8 min read')
  })
})
