import { expect, it } from 'vitest'
import { storedRow } from './__fixtures__/rows.ts'
import { slugChange } from './slug-change.ts'

const published = storedRow({ status: 'published', published_at: '2025-10-02T08:00:00.000Z' })

it('records a redirect from the old slug when a published post gets a new one', () => {
  expect(slugChange(published, 'erp-projects-stall')).toEqual({
    from: 'why-erp-projects-stall',
    to: 'erp-projects-stall',
  })
})

it('records one for a post that was published before and is a draft now, since its old URL was public', () => {
  expect(slugChange({ ...published, status: 'draft' }, 'erp-projects-stall')).toEqual({
    from: 'why-erp-projects-stall',
    to: 'erp-projects-stall',
  })
})

it('records none for an unchanged slug or a post never published', () => {
  expect(slugChange(published, 'why-erp-projects-stall')).toBeNull()
  expect(slugChange(storedRow(), 'erp-projects-stall')).toBeNull()
})
