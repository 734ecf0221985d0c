import { describe, expect, it } from 'vitest'
import { postFrontMatterSchema } from './index.ts'

const minimal = { title: '  Why ERP projects stall ', slug: 'why-erp-projects-stall', excerpt: 'Short.' }
const issues = (input: unknown) => {
  const result = postFrontMatterSchema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('postFrontMatterSchema', () => {
  it('fills in the defaults of a new post and trims text', () => {
    expect(postFrontMatterSchema.parse(minimal)).toEqual({
      title: 'Why ERP projects stall',
      slug: 'why-erp-projects-stall',
      excerpt: 'Short.',
      category: 'technical',
      tags: [],
      author: 'founder',
      featured: false,
    })
  })

  it('trims tags and removes duplicates', () => {
    expect(postFrontMatterSchema.parse({ ...minimal, tags: [' erp ', 'erp', 'sap'] }).tags).toEqual(['erp', 'sap'])
  })

  it('treats blank optional fields as absent and normalises published_at to an ISO string', () => {
    const parsed = postFrontMatterSchema.parse({
      ...minimal,
      meta_title: '',
      meta_description: null,
      published_at: '2025-10-13',
    })
    expect(parsed.meta_title).toBeUndefined()
    expect(parsed.meta_description).toBeUndefined()
    expect(parsed.published_at).toBe('2025-10-13T00:00:00.000Z')
    expect(
      postFrontMatterSchema.parse({ ...minimal, published_at: '2025-10-13T10:30:00.123456+05:30' }).published_at,
    ).toBe('2025-10-13T05:00:00.123Z')
  })

  it('reports every problem at once, each saying what to write instead', () => {
    const found = issues({
      titel: 'x',
      slug: 'Not A Slug',
      excerpt: '',
      category: 'erp',
      tags: 'erp',
      author: 'me',
      featured: 'yes',
      published_at: '2025-02-30',
      featured_image: '../x.png',
    })
    expect(found.map((issue) => issue.path).sort()).toEqual(
      [
        '',
        'author',
        'category',
        'excerpt',
        'featured',
        'featured_image',
        'featured_image_alt',
        'published_at',
        'slug',
        'tags',
        'title',
      ].sort(),
    )
    expect(found.find((issue) => issue.path === 'title')?.message).toMatch(/title is missing: add a line like title:/)
    expect(found.find((issue) => issue.path === 'slug')?.message).toMatch(/lower-case letters.*e\.g\./)
    expect(found.find((issue) => issue.path === 'category')?.message).toMatch(/one of: erp-modernization/)
    expect(found.find((issue) => issue.path === '')?.message).toMatch(/titel/)
  })

  it('keeps the slug of the Insights archive free', () => {
    expect(issues({ ...minimal, slug: 'page' })).toEqual([
      { path: 'slug', message: expect.stringMatching(/Insights archive.*choose another/) },
    ])
    expect(issues({ ...minimal, slug: 'page-one' })).toEqual([])
  })

  it('needs alt text for a featured image and refuses paths outside content/', () => {
    expect(issues({ ...minimal, featured_image: 'images/a.jpg' })).toEqual([
      { path: 'featured_image_alt', message: expect.stringMatching(/describe the featured image/) },
    ])
    for (const path of ['/images/a.jpg', 'https://x.y/a.jpg', 'images\\a.jpg', 'images/../../a.jpg']) {
      expect(issues({ ...minimal, featured_image: path, featured_image_alt: 'A' })).toEqual([
        { path: 'featured_image', message: expect.stringMatching(/^featured_image /) },
      ])
    }
  })

  it('enforces the length limits; the 120-160 excerpt advice is not an error', () => {
    expect(issues({ ...minimal, excerpt: 'x'.repeat(500) })).toEqual([])
    expect(
      issues({
        ...minimal,
        excerpt: 'x'.repeat(501),
        title: 'x'.repeat(201),
        slug: 'a'.repeat(121),
        tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      }).map((issue) => issue.path),
    ).toEqual(['title', 'slug', 'excerpt', 'tags'])
    expect(issues({ ...minimal, tags: ['x'.repeat(41)] }).map((issue) => issue.path)).toEqual(['tags.0'])
  })
})

describe('characters that change how text is shown', () => {
  const escapeTitle = '\u001b[2K\u001b[1G\u001b[32m✔ published, 0 errors'

  it('refuses a terminal escape or a text-direction control in a title, naming the character and what to do', () => {
    expect(issues({ ...minimal, title: escapeTitle })).toEqual([
      {
        path: 'title',
        message:
          'title contains a control character (U+001B): remove it; such characters can rewrite what terminals and pages show',
      },
    ])
    expect(issues({ ...minimal, title: 'invoice\u202efdp.exe' })).toEqual([
      {
        path: 'title',
        message:
          'title contains an invisible text-direction control (U+202E): remove it; such characters can rewrite what terminals and pages show',
      },
    ])
  })

  const unsafe = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u202a', '\u2066', '\u2069', '\ud800']
  it.each(unsafe.map((char) => [char.charCodeAt(0).toString(16).padStart(4, '0'), char]))(
    'refuses U+%s in every text field',
    (_code, char) => {
      const bad = `A${char}B`
      const input = {
        title: bad,
        slug: `a${char}b`,
        excerpt: bad,
        tags: ['ok', bad],
        featured_image: `images/a${char}.png`,
        featured_image_alt: bad,
        meta_title: bad,
        meta_description: bad,
        published_at: `2025-10-13${char}`,
      }
      const found = issues(input)
      expect(found.map((issue) => issue.path)).toEqual([
        'title',
        'slug',
        'excerpt',
        'tags.1',
        'featured_image',
        'featured_image_alt',
        'meta_title',
        'meta_description',
        'published_at',
      ])
      for (const issue of found) expect(issue.message).toMatch(/^(\w+|A tag) contains .*\(U\+[0-9A-F]{4}\): remove it/)
    },
  )

  it('refuses tabs and line breaks in one-line fields but keeps them in the excerpt and meta description', () => {
    expect(issues({ ...minimal, title: 'Two\nlines', meta_title: 'a\tb' })).toEqual([
      { path: 'title', message: 'title contains a line break: keep it on one line' },
      { path: 'meta_title', message: 'meta_title contains a tab: use a space instead' },
    ])
    expect(issues({ ...minimal, excerpt: 'One line.\nAnother.', meta_description: 'a\tb' })).toEqual([])
    expect(postFrontMatterSchema.parse({ ...minimal, title: '\tTrimmed title\n' }).title).toBe('Trimmed title')
  })
})
