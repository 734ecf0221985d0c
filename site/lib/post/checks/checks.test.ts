import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newPostFile } from '../files.ts'
import { canPublish, checkPost, checkPostFile, type PostDraft } from './index.ts'

const excerpt =
  'An excerpt that says what the post is about, written for the tests and long enough to read well in the cards and search results.'
const draft = (markdown: string, fields: Partial<PostDraft> = {}): PostDraft => ({
  title: 'Why ERP projects stall',
  slug: 'why-erp-projects-stall',
  excerpt,
  markdown,
  ...fields,
})
const known = [
  { slug: 'api-first-integration', title: 'API-First Integration Strategy' },
  { slug: 'why-erp-projects-stall', title: 'Why ERP projects stall' },
]
const only = (markdown: string, fields?: Partial<PostDraft>) =>
  checkPost(draft(markdown, fields), known).map(({ severity, field, message, line, column }) => ({
    severity,
    field,
    message,
    ...(line !== undefined && { at: `${line}:${column}` }),
  }))

describe('checkPost: errors', () => {
  it('passes a plain post with nothing to say', () => {
    expect(
      only('## Intro\n\nSee [the API article](/insights/api-first-integration) and [us](/contact#form).\n'),
    ).toEqual([])
  })

  it.each([
    ['a table', 'Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', 'Tables are not supported', '3:1'],
    ['a footnote reference', 'A claim.[^1]\n', 'Footnotes are not supported', '1:9'],
    ['a footnote', 'A claim.\n\n[^1]: The source.\n', 'Footnotes are not supported', '3:1'],
    ['raw HTML', 'Some <b>x</b>\n', 'Raw HTML is not allowed in a post', '1:6'],
    ['a level-1 heading', '# Title\n', 'Level-1 heading (# or ===)', '1:1'],
    ['a level-4 heading', '#### Deep\n', 'Level-4 heading (####)', '1:1'],
    ['an image without alt text', '![](images/a.png)\n', 'Image without alt text', '1:1'],
    ['a link to no page', 'See [x](/servicez).\n', 'There is no page at /servicez', '1:5'],
    [
      'a link to no post',
      'See [x](/insights/api-first-integratoin).\n',
      'There is no post at /insights/api-first-integratoin',
      '1:5',
    ],
  ])('refuses %s at its line and column', (_name, markdown, message, at) => {
    expect(only(markdown)).toContainEqual({ severity: 'error', field: 'content', message, at })
  })

  it('names the nearest post when a link to a post is wrong', () => {
    const [check] = checkPost(draft('[x](/insights/api-first-integratoin)\n'), known)
    expect(check?.hint).toMatch(/^Did you mean \/insights\/api-first-integration\?/)
  })

  it('accepts links to pages, list pages, its own address, files and other sites', () => {
    const links = [
      '/',
      '/about/',
      '/insights/page/2',
      '/insights/why-erp-projects-stall',
      '/images/a.png',
      'https://x.y/z',
    ]
    expect(only(links.map((href) => `[x](${href})`).join(' ') + '\n')).toEqual([])
  })

  it('accepts a link to a page written with or without its trailing slash, with a query or a fragment', () => {
    const links = ['/contact', '/contact/', '/contact#form', '/contact/#form', '/insights/page/2/?x=1']
    const articles = ['/insights/api-first-integration', '/insights/api-first-integration/?utm_source=x#intro']
    expect(only([...links, ...articles].map((href) => `[x](${href})`).join(' ') + '\n')).toEqual([])
    expect(only('[x](/servicez/)\n')).toContainEqual(
      expect.objectContaining({ message: 'There is no page at /servicez' }),
    )
  })

  it('refuses the untouched template: its excerpt and its placeholder text', () => {
    const template = newPostFile('Fresh').source
    const markdown = template.slice(template.indexOf('## '))
    expect(only(markdown, { excerpt: template.match(/excerpt: "(.*)"/)![1]! })).toEqual(
      expect.arrayContaining([
        { severity: 'error', field: 'excerpt', message: "The excerpt is still the template's placeholder" },
        {
          severity: 'error',
          field: 'content',
          message: "The article still holds the template's placeholder text",
          at: '8:1',
        },
      ]),
    )
  })

  it('refuses a title another post uses, compared trimmed and case-insensitively', () => {
    expect(only('Text.\n', { slug: 'new-one', title: ' api-first integration STRATEGY ' })).toEqual([
      {
        severity: 'error',
        field: 'title',
        message: 'The post api-first-integration already has the title "API-First Integration Strategy"',
      },
    ])
  })

  it('finds a taken title and a missing post among many known posts as a scan of the list would', () => {
    const titles = ['Data hubs', 'data hubs ', 'ERP at scale', 'Édition', 'ÉDITION', 'Tally sync']
    const slugs = ['data-hubs', 'erp-at-scale', 'edition', 'tally-sync', 'new-one']
    const post = fc.record({ slug: fc.constantFrom(...slugs), title: fc.constantFrom(...titles) })
    fc.assert(
      fc.property(fc.array(post, { maxLength: 12 }), post, fc.constantFrom(...slugs), (list, mine, linked) => {
        const markdown = `See [that post](/insights/${linked}).\n`
        const sameTitle = list.find(
          (other) => other.slug !== mine.slug && other.title.trim().toLowerCase() === mine.title.trim().toLowerCase(),
        )
        const missing = linked !== mine.slug && !list.some((other) => other.slug === linked)
        const found = checkPost({ ...mine, excerpt, markdown }, list)
        expect(found.filter((check) => check.field === 'title').map((check) => check.message)).toEqual(
          sameTitle ? [`The post ${sameTitle.slug} already has the title "${sameTitle.title.trim()}"`] : [],
        )
        expect(found.some((check) => check.message === `There is no post at /insights/${linked}`)).toBe(missing)
      }),
      { seed: 30, numRuns: 300 },
    )
  })

  it('sees a post added to a list it has checked against before', () => {
    const list = [...known]
    const mine = { slug: 'new-one', title: 'Data hubs, explained' }
    expect(
      checkPost({ ...mine, excerpt, markdown: 'Text.\n' }, list).filter((check) => check.field === 'title'),
    ).toEqual([])
    list.push({ slug: 'data-hubs', title: 'Data hubs, explained' })
    expect(checkPost({ ...mine, excerpt, markdown: 'Text.\n' }, list).map((check) => check.message)).toContain(
      'The post data-hubs already has the title "Data hubs, explained"',
    )
  })

  it('reports every problem of a post at once, in order, errors before advice', () => {
    const markdown = [
      '### Starts too deep', // 1
      '',
      '| a | b |', // 3
      '|---|---|',
      '',
      'Text with <i>HTML</i> and [a link](/nowhere).', // 6
      '',
      '![](images/a.png)', // 8
      '',
      '# Another title', // 10
    ].join('\n')
    const checks = checkPost(draft(markdown, { excerpt: 'Too short.' }), known)
    expect(
      checks.map(({ severity, field, line, column }) => `${severity} ${field} ${line ?? '-'}:${column ?? '-'}`),
    ).toEqual([
      'error content 3:1',
      'error content 6:11',
      'error content 6:18',
      'error content 6:27',
      'error content 8:1',
      'error content 10:1',
      'advice excerpt -:-',
      'advice content 1:1',
    ])
    expect(canPublish(checks)).toBe(false)
  })
})

describe('checkPost: advice', () => {
  it('advises on excerpt and meta description lengths, not on a meta description left out', () => {
    expect(only('Text.\n', { excerpt: 'Short.', metaDescription: 'x'.repeat(170) })).toEqual([
      {
        severity: 'advice',
        field: 'excerpt',
        message: 'excerpt is 6 characters: 114 short of the recommended 120-160',
      },
      {
        severity: 'advice',
        field: 'meta_description',
        message: 'meta_description is 170 characters: 10 over the recommended 120-160',
      },
    ])
    expect(only('Text.\n', { metaDescription: '' })).toEqual([])
  })

  it('advises when a subsection comes before any section, and on a very long paragraph', () => {
    expect(only('Intro.\n\n### Sub\n\n## Section\n')).toEqual([
      { severity: 'advice', field: 'content', message: 'A ### subsection comes before any ## section', at: '3:1' },
    ])
    expect(only('## Section\n\n### Sub\n')).toEqual([])
    expect(only(`## A\n\n${Array(201).fill('word').join(' ')}\n`)).toEqual([
      { severity: 'advice', field: 'content', message: 'A paragraph of 201 words', at: '3:1' },
    ])
    const advised = checkPost(draft('### Sub\n'), known)
    expect(canPublish(advised)).toBe(true)
  })
})

describe('checkPostFile', () => {
  const file = (title: string, body: string) =>
    `---\ntitle: ${title}\nslug: why-erp-projects-stall\nexcerpt: ${excerpt}\n---\n\n${body}`

  it('gives the post when it may go out, and places body and field checks in the file', () => {
    expect(checkPostFile(file('Why', 'Text.\n'), 'why-erp-projects-stall.md', known).post).toBeDefined()
    const checked = checkPostFile(
      file('API-first integration strategy', 'Text.\n\n[x](/nope)\n'),
      'why-erp-projects-stall.md',
      known,
    )
    expect(checked.post).toBeUndefined()
    expect(checked.checks.map(({ field, line, column }) => `${field} ${line}:${column}`)).toEqual([
      'title 2:1',
      'content 9:1',
    ])
  })

  it('sets the file itself aside among the known posts, by its name, when its front matter names another slug', () => {
    const own = { slug: 'renamed-post', title: 'Why' }
    const checked = checkPostFile(file('Why', 'See [this post](/insights/renamed-post).\n'), 'renamed-post.md', [
      ...known,
      own,
    ])
    expect(checked.checks.map((check) => check.message)).toEqual([
      expect.stringContaining('slug'),
      'There is no post at /insights/renamed-post',
    ])
  })

  it('refuses the noncharacters U+FFFE and U+FFFF in a title, as it refuses control characters', () => {
    const checked = checkPostFile(file('"Why\\uFFFE"', 'Text.\n'), 'why-erp-projects-stall.md', known)
    expect(checked.checks).toEqual([
      expect.objectContaining({
        severity: 'error',
        field: 'title',
        line: 2,
        message: expect.stringMatching(/a noncharacter \(U\+FFFE\)/),
      }),
    ])
  })

  it('removes the noncharacters from body text', () => {
    const checked = checkPostFile(file('Why', 'Te\uFFFFxt.\n'), 'why-erp-projects-stall.md', known)
    expect(checked.post?.doc.content).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: 'Text.' }] }])
  })
})
