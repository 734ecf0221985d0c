import { describe, expect, it } from 'vitest'
import { isFiltered, listFiltersFrom, listFiltersSearch, matchesFilters, noListFilters } from './list-filters.ts'

describe('the list’s filters in the address', () => {
  it('reads the status, keeping only the known ones', () => {
    expect(listFiltersFrom('?status=published').status).toBe('published')
    expect(listFiltersFrom('?status=draft').status).toBe('draft')
    expect(listFiltersFrom('?status=scheduled').status).toBe('scheduled')
    expect(listFiltersFrom('?status=all').status).toBe('all')
    expect(listFiltersFrom('?status=archived').status).toBe('all')
    expect(listFiltersFrom('')).toEqual(noListFilters)
  })

  it('reads the title search and the category', () => {
    expect(listFiltersFrom('?status=draft&q=ERP%20%26%20cloud&category=technical')).toEqual({
      status: 'draft',
      title: 'ERP & cloud',
      category: 'technical',
    })
  })

  it('writes only what narrows the list, so a reload keeps it', () => {
    expect(listFiltersSearch(noListFilters)).toBe('')
    expect(listFiltersSearch({ ...noListFilters, status: 'draft' })).toBe('?status=draft')
    expect(listFiltersSearch({ ...noListFilters, title: '   ' })).toBe('')
    const filters = { status: 'published', title: 'ERP & cloud', category: 'technical' } as const
    expect(listFiltersFrom(listFiltersSearch(filters))).toEqual(filters)
  })

  it('says whether anything narrows the list', () => {
    expect(isFiltered(noListFilters)).toBe(false)
    expect(isFiltered({ ...noListFilters, title: ' ' })).toBe(false)
    expect(isFiltered({ ...noListFilters, status: 'scheduled' })).toBe(true)
    expect(isFiltered({ ...noListFilters, title: 'erp' })).toBe(true)
    expect(isFiltered({ ...noListFilters, category: 'technical' })).toBe(true)
  })
})

describe('matchesFilters', () => {
  const post = { title: 'The Hidden Cost of Legacy ERP', category: 'erp-modernization' }

  it('finds the searched words anywhere in the title, in any case', () => {
    expect(matchesFilters(post, { title: 'legacy erp', category: '' })).toBe(true)
    expect(matchesFilters(post, { title: '  HIDDEN ', category: '' })).toBe(true)
    expect(matchesFilters(post, { title: 'cloud', category: '' })).toBe(false)
  })

  it('keeps only the chosen category, and combines both', () => {
    expect(matchesFilters(post, { title: '', category: 'erp-modernization' })).toBe(true)
    expect(matchesFilters(post, { title: '', category: 'technical' })).toBe(false)
    expect(matchesFilters(post, { title: 'erp', category: 'technical' })).toBe(false)
    expect(matchesFilters(post, noListFilters)).toBe(true)
  })
})
