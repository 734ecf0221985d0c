import { expect, it } from 'vitest'
import { markdownToDoc } from '../../post/index.ts'
import type { BlogPostRow } from '../../supabase/database.types.ts'
import { storedRow } from './__fixtures__/rows.ts'
import { detectConflict } from './conflict.ts'

const loaded = storedRow()
const later = '2025-10-05T12:00:00.000Z'

it('finds no conflict when the post has not been saved since it was loaded', () => {
  expect(detectConflict(loaded, { ...loaded })).toBeNull()
  expect(detectConflict(loaded, { ...loaded, updated_at: '2025-10-01T09:00:00+00:00' })).toBeNull()
})

it('lists the fields someone else changed, labelled, with before and after', () => {
  const current = storedRow({
    updated_at: later,
    title: 'Why ERP projects stall (revised)',
    tags: ['erp'],
    featured: true,
    read_time_minutes: 2,
  })
  expect(detectConflict(loaded, current)).toEqual([
    { field: 'title', label: 'Title', before: 'Why ERP projects stall', after: 'Why ERP projects stall (revised)' },
    { field: 'tags', label: 'Tags', before: 'erp, integration', after: 'erp' },
    { field: 'featured', label: 'Featured', before: 'No', after: 'Yes' },
  ])
})

it('previews long content from just before where it first differs', () => {
  const body = (ending: string) =>
    markdownToDoc(`${'Integration is a product. '.repeat(10)}${ending}\n`) as unknown as BlogPostRow['content']
  const [change] =
    detectConflict(
      storedRow({ content: body('The end.') }),
      storedRow({ updated_at: later, content: body('A new ending.') }),
    ) ?? []
  expect(change).toEqual({
    field: 'content',
    label: 'Content',
    before: '…is a product. The end.',
    after: '…is a product. A new ending.',
  })
})

it('is still a conflict when only columns the editor does not show changed', () => {
  expect(detectConflict(loaded, storedRow({ updated_at: later, source_hash: 'abc' }))).toEqual([])
})
