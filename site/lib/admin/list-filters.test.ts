import { describe, expect, it } from 'vitest'
import { isFiltered, listFiltersFrom, listFiltersSearch, noListFilters } from './list-filters.ts'

describe('the list’s filters in the address', () => {
  it('reads the status, keeping only the known ones', () => {
    expect(listFiltersFrom('?status=published').status).toBe('published')
    expect(listFiltersFrom('?status=draft').status).toBe('draft')
    expect(listFiltersFrom('?status=scheduled').status).toBe('scheduled')
    expect(listFiltersFrom('?status=all').status).toBe('all')
    expect(listFiltersFrom('?status=archived').status).toBe('all')
    expect(listFiltersFrom('')).toEqual(noListFilters)
  })

  it('reads the title search, the category and the page', () => {
    expect(listFiltersFrom('?status=draft&q=ERP%20%26%20cloud&category=technical&page=3')).toEqual({
      status: 'draft',
      title: 'ERP & cloud',
      category: 'technical',
      page: 3,
    })
  })

  it('reads a page that is not a whole number from 1 as the first', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '9007199254740993'])
      expect(listFiltersFrom(`?page=${page}`).page).toBe(1)
  })

  it('writes only what narrows the list or moves it past the first page, so a reload keeps it', () => {
    expect(listFiltersSearch(noListFilters)).toBe('')
    expect(listFiltersSearch({ ...noListFilters, status: 'draft' })).toBe('?status=draft')
    expect(listFiltersSearch({ ...noListFilters, title: '   ' })).toBe('')
    expect(listFiltersSearch({ ...noListFilters, page: 2 })).toBe('?page=2')
    const filters = { status: 'published', title: 'ERP & cloud', category: 'technical', page: 4 } as const
    expect(listFiltersFrom(listFiltersSearch(filters))).toEqual(filters)
  })

  it('says whether anything narrows the list, whichever page it is on', () => {
    expect(isFiltered(noListFilters)).toBe(false)
    expect(isFiltered({ ...noListFilters, page: 3 })).toBe(false)
    expect(isFiltered({ ...noListFilters, title: ' ' })).toBe(false)
    expect(isFiltered({ ...noListFilters, status: 'scheduled' })).toBe(true)
    expect(isFiltered({ ...noListFilters, title: 'erp' })).toBe(true)
    expect(isFiltered({ ...noListFilters, category: 'technical' })).toBe(true)
  })
})
