import { describe, expect, it } from 'vitest'
import { authorFor, authorKeys } from '../../post/index.ts'
import { storedRow } from './__fixtures__/rows.ts'
import { defaultPostForm, formFromRow, sameForm, slugFromTitle, tagsFromText, withTitle } from './form.ts'

const timeZone = 'Europe/London'

describe('defaultPostForm', () => {
  it('is the spec default new post: empty, the first author, technical, not featured', () => {
    expect(defaultPostForm()).toEqual({
      title: '',
      slug: '',
      excerpt: '',
      content: '',
      category: 'technical',
      tags: '',
      author: authorKeys[0],
      featured: false,
      meta_title: '',
      meta_description: '',
      featured_image_url: '',
      featured_image_alt: '',
      published_at: '',
    })
  })
})

describe('formFromRow', () => {
  it('shows a stored post as the fields hold it: Markdown content, tags as text, blanks for nulls', () => {
    expect(formFromRow(storedRow({ meta_title: 'ERP stalls' }), timeZone)).toEqual({
      title: 'Why ERP projects stall',
      slug: 'why-erp-projects-stall',
      excerpt: 'Most ERP projects fail quietly.',
      content: 'Most **ERP** projects fail quietly.\n',
      category: 'erp-modernization',
      tags: 'erp, integration',
      author: 'team',
      featured: false,
      meta_title: 'ERP stalls',
      meta_description: '',
      featured_image_url: '',
      featured_image_alt: '',
      published_at: '',
    })
  })

  it('shows published_at as the wall clock of the editor’s time zone, to the minute', () => {
    expect(
      formFromRow(storedRow({ status: 'published', published_at: '2026-07-14T09:30:45.123Z' }), timeZone).published_at,
    ).toBe('2026-07-14T10:30')
    expect(
      formFromRow(storedRow({ status: 'published', published_at: '2026-07-14T09:30:45.123Z' }), 'America/New_York')
        .published_at,
    ).toBe('2026-07-14T05:30')
  })

  it('finds the author key from name and role, then from the name alone, else falls back to team', () => {
    const founder = authorFor('founder')
    expect(formFromRow(storedRow({ author_name: founder.name, author_role: founder.role }), timeZone).author).toBe(
      'founder',
    )
    expect(
      formFromRow(storedRow({ author_name: founder.name, author_role: 'Chief Everything' }), timeZone).author,
    ).toBe('founder')
    expect(formFromRow(storedRow({ author_name: 'Someone Else', author_role: 'Guest' }), timeZone).author).toBe('team')
  })

  it('refuses stored content that is not a valid document rather than editing a lossy copy', () => {
    expect(() => formFromRow(storedRow({ content: { type: 'doc', content: [{ type: 'table' }] } }), timeZone)).toThrow(
      /not a valid document/,
    )
  })
})

describe('slugs from titles', () => {
  it('lower-cases, turns runs of other characters into one hyphen and trims them', () => {
    expect(slugFromTitle('  API-First: Integration -- Strategy!  ')).toBe('api-first-integration-strategy')
  })

  it('follows the title while the post is new and the slug has not been typed by hand', () => {
    const typed = withTitle(withTitle(defaultPostForm(), 'Hidden cost', true), 'Hidden cost of ERP', true)
    expect(typed.slug).toBe('hidden-cost-of-erp')
    const handEdited = withTitle({ ...typed, slug: 'erp-costs' }, 'Hidden cost of legacy ERP', true)
    expect(handEdited.slug).toBe('erp-costs')
  })

  it('never changes the slug of a stored post', () => {
    const form = formFromRow(storedRow(), timeZone)
    expect(withTitle(form, 'A new headline', false).slug).toBe('why-erp-projects-stall')
  })
})

it('tells unsaved changes apart from none', () => {
  expect(sameForm(defaultPostForm(), defaultPostForm())).toBe(true)
  expect(sameForm(defaultPostForm(), { ...defaultPostForm(), featured: true })).toBe(false)
})

it('splits tags on commas, trimmed, empty entries dropped', () => {
  expect(tagsFromText(' erp ,, integration,  ,api ')).toEqual(['erp', 'integration', 'api'])
})
