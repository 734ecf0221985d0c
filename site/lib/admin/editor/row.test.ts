import { describe, expect, it } from 'vitest'
import { authorFor } from '../../post/index.ts'
import { storedRow } from './__fixtures__/rows.ts'
import { defaultPostForm, formFromRow, type PostForm } from './form.ts'
import { requiredMessage, rowFromForm, type RowResult } from './row.ts'

const earlier = '2025-10-02T08:00:00.000Z'
const timeZone = 'Europe/London'

const form = (changes: Partial<PostForm> = {}): PostForm => ({
  ...defaultPostForm(),
  title: 'Why ERP projects stall',
  slug: 'why-erp-projects-stall',
  excerpt: 'Most ERP projects fail quietly.',
  content: 'Most **ERP** projects fail quietly.\n',
  ...changes,
})

function saved(result: RowResult) {
  if (!result.ok) throw new Error(`expected a row, got ${JSON.stringify(result.problems)}`)
  return result.row
}

describe('rowFromForm', () => {
  it('writes the payload the spec saves, with the site, the author role, tags and computed counts', () => {
    const row = saved(
      rowFromForm(form({ tags: ' erp ,, integration, erp', author: 'partner-anz', meta_title: '  ' }), {
        status: 'draft',
        timeZone,
      }),
    )
    expect(row).toEqual({
      website_code: 'axon',
      title: 'Why ERP projects stall',
      slug: 'why-erp-projects-stall',
      excerpt: 'Most ERP projects fail quietly.',
      content: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Most ' },
              { type: 'text', text: 'ERP', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' projects fail quietly.' },
            ],
          },
        ],
      },
      author_name: authorFor('partner-anz').name,
      author_role: authorFor('partner-anz').role,
      category: 'technical',
      tags: ['erp', 'integration'],
      read_time_minutes: 1,
      word_count: 5,
      status: 'draft',
      featured: false,
      featured_image_url: null,
      featured_image_alt: null,
      meta_title: null,
      meta_description: null,
      published_at: null,
    })
  })

  it('keeps bold, italic, code, links, lists, quotes, code blocks, images, rules and line breaks through form → row → form', () => {
    const content = [
      '## Why integrations stall',
      'Most **ERP** projects fail _quietly_, with `batch` jobs and [hidden costs](https://example.com/costs).\\\nA second line.',
      '### What to do',
      '- Map the flows\n- Own the data',
      '1. Assess\n2. Plan',
      '> Integration is a product, not a project.',
      "```ts\nconst api = 'first'\n```",
      '![A diagram of the hub](https://example.com/hub.png)',
      '---',
      'Write to [us](mailto:hello@example.com).\n',
    ].join('\n\n')
    const before = form({
      content,
      tags: 'erp, integration',
      author: 'ai-engineer',
      featured: true,
      meta_description: 'Why integrations stall.',
      published_at: '2026-12-14T09:30',
    })
    const row = saved(rowFromForm(before, { status: 'published', timeZone }))
    expect(formFromRow({ ...storedRow(), ...row }, timeZone)).toEqual(before)
  })
})

describe('published_at', () => {
  const publishedAt = (status: 'draft' | 'published', existing?: { published_at: string | null }) =>
    saved(rowFromForm(form(), { status, timeZone, existing })).published_at

  it('stays empty for a new draft', () => expect(publishedAt('draft')).toBeNull())
  // The database stamps its own now(): the browser's clock may be out (see the blog_posts trigger).
  it('is left to the database when a new post is published', () => expect(publishedAt('published')).toBeNull())
  it('is left to the database when a stored post that was never published is published', () =>
    expect(publishedAt('published', { published_at: null })).toBeNull())
  it('is kept when a published post is published again', () =>
    expect(publishedAt('published', { published_at: earlier })).toBe(earlier))
  it('is kept when a published post goes back to draft', () =>
    expect(publishedAt('draft', { published_at: earlier })).toBe(earlier))

  const chosen = (field: string, status: 'draft' | 'published', existing?: { published_at: string | null }) =>
    saved(rowFromForm(form({ published_at: field }), { status, timeZone, existing })).published_at

  it('is the chosen time, read in the editor’s time zone and stored in UTC', () => {
    expect(chosen('2026-07-14T10:30', 'published')).toBe('2026-07-14T09:30:00.000Z')
    expect(chosen('2026-07-14T10:30', 'draft')).toBe('2026-07-14T09:30:00.000Z')
  })
  it('is the chosen time when staff move a published post’s date', () =>
    expect(chosen('2026-12-14T09:30', 'published', { published_at: earlier })).toBe('2026-12-14T09:30:00.000Z'))
  it('keeps the stored instant, seconds and all, when the field is left as loaded', () => {
    expect(chosen('2025-10-02T09:00', 'published', { published_at: '2025-10-02T08:00:42.500Z' })).toBe(
      '2025-10-02T08:00:42.500Z',
    )
  })
  it('is refused, on its field, when the chosen time cannot be read', () => {
    const result = rowFromForm(form({ published_at: '2026-03-29T01:30' }), { status: 'published', timeZone })
    expect(!result.ok && result.problems).toEqual([
      {
        field: 'published_at',
        message:
          'Publish at 2026-03-29 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time',
      },
    ])
  })
})

describe('validation', () => {
  it('reports every problem at once, each on its field, and nothing else', () => {
    const result = rowFromForm(
      form({
        title: ' ',
        slug: 'Not A Slug',
        excerpt: '',
        content: '# A level-one heading\n',
        category: 'gossip',
        tags: `erp, ${'x'.repeat(41)}, ${'y'.repeat(41)}`,
      }),
      { status: 'published', timeZone },
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problems.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'title', message: requiredMessage },
      { field: 'excerpt', message: requiredMessage },
      {
        field: 'slug',
        message:
          'slug may use only lower-case letters, digits and single hyphens between them, e.g. why-erp-projects-stall',
      },
      {
        field: 'category',
        message:
          'category must be one of: erp-modernization, data-integration, process-automation, industry-insights, technical',
      },
      { field: 'tags', message: 'A tag is longer than 40 characters: shorten it' },
      { field: 'content', message: expect.stringMatching(/^Line 1, column 1: /) },
    ])
  })

  it("gives the spec's required message when the content is empty, without converting it", () => {
    expect(rowFromForm(form({ content: '\n  \n' }), { status: 'draft', timeZone })).toEqual({
      ok: false,
      problems: [{ field: 'content', message: requiredMessage }],
    })
  })

  it('places a Markdown problem at its line and column with a hint', () => {
    const result = rowFromForm(form({ content: 'Fine.\n\nAnd <b>raw HTML</b>.\n' }), { status: 'draft', timeZone })
    expect(result).toMatchObject({
      ok: false,
      problems: [{ field: 'content', line: 3, column: 5, hint: expect.any(String) }],
    })
  })

  it('asks for alt text when there is a featured image, and an uploaded (http) address', () => {
    const result = rowFromForm(form({ featured_image_url: 'javascript:alert(1)' }), { status: 'draft', timeZone })
    expect(!result.ok && result.problems.map((problem) => problem.field)).toEqual([
      'featured_image_url',
      'featured_image_alt',
    ])
  })
})

describe('characters that change how text is shown', () => {
  const reason = 'remove it; such characters can rewrite what terminals and pages show'

  it('refuses them in the title, alt text and SEO fields, naming the field and the character', () => {
    const result = rowFromForm(
      form({
        title: 'invoice\u202efdp.exe',
        featured_image_url: 'https://cdn.example.com/a.png',
        featured_image_alt: 'A\u001b[2K chart',
        meta_title: 'Half \ud800 a pair',
        meta_description: 'Fine\non two lines',
      }),
      { status: 'published', timeZone },
    )
    expect(!result.ok && result.problems).toEqual([
      { field: 'title', message: `title contains an invisible text-direction control (U+202E): ${reason}` },
      { field: 'featured_image_alt', message: `featured_image_alt contains a control character (U+001B): ${reason}` },
      {
        field: 'meta_title',
        message: `meta_title contains half of a character pair without its other half (U+D800): ${reason}`,
      },
    ])
  })

  it('refuses them in the excerpt and tags, and a featured image address that holds one', () => {
    const result = rowFromForm(
      form({
        excerpt: 'Short\u0085.',
        tags: 'erp, \u2066sap',
        featured_image_url: 'https://cdn.example.com/a\u202e.png',
        featured_image_alt: 'A chart',
      }),
      { status: 'draft', timeZone },
    )
    expect(!result.ok && result.problems.map((problem) => problem.field)).toEqual([
      'excerpt',
      'tags',
      'featured_image_url',
    ])
  })

  it('saves pasted body text without them', () => {
    const row = saved(
      rowFromForm(form({ content: 'Paid \u001b[32m✔ in full\u202e.\n\n```\nok\u0007\n```\n' }), {
        status: 'draft',
        timeZone,
      }),
    )
    expect(row.content).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Paid [32m✔ in full.' }] },
        { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'ok' }] },
      ],
    })
  })
})
