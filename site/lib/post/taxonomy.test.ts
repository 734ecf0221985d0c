import { describe, expect, it } from 'vitest'
import { site } from '../../site.config.ts'
import { authorFor, authorKeys, categories } from './index.ts'

describe('taxonomy', () => {
  it('lists the five categories, technical among them', () => {
    expect(categories.map((category) => category.slug)).toEqual([
      'erp-modernization',
      'data-integration',
      'process-automation',
      'industry-insights',
      'technical',
    ])
    expect(categories.find((category) => category.slug === 'technical')?.name).toBe('Technical Deep Dive')
  })

  it('takes authors from the site configuration, the founder first', () => {
    expect(authorKeys).toEqual(['founder', 'ai-engineer', 'partner-anz', 'team'])
    expect(authorFor('team')).toEqual({ name: site.authors.team.name, role: 'Team Member' })
  })
})
