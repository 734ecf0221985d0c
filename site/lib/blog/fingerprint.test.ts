import { describe, expect, it } from 'vitest'
import { contentFingerprint } from './fingerprint.ts'

const posts = [
  {
    slug: 'api-first-integration',
    updated_at: '2026-03-02T09:00:00+00:00',
    published_at: '2026-03-01T08:00:00+00:00',
    title: 'API-first',
  },
  {
    slug: 'hidden-cost-legacy-erp',
    updated_at: '2026-02-10T10:30:00+00:00',
    published_at: '2026-02-09T08:00:00+00:00',
    title: 'Hidden cost',
  },
  {
    slug: 'integration-maturity-model',
    updated_at: '2026-01-20T12:00:00+00:00',
    published_at: '2026-01-20T12:00:00+00:00',
    title: 'Maturity',
  },
]
const redirects = [
  { from_slug: 'api-first-integration-strategy', to_slug: 'api-first-integration' },
  { from_slug: 'legacy-erp', to_slug: 'hidden-cost-legacy-erp' },
]
const original = await contentFingerprint(posts, redirects)

const withPost = (index: number, change: Partial<(typeof posts)[number]>) =>
  posts.map((post, at) => (at === index ? { ...post, ...change } : post))
const withRedirect = (index: number, change: Partial<(typeof redirects)[number]>) =>
  redirects.map((redirect, at) => (at === index ? { ...redirect, ...change } : redirect))

describe('the content fingerprint', () => {
  it('is a SHA-256 in hex', () => {
    expect(original).toMatch(/^[0-9a-f]{64}$/)
  })

  it('is the same whatever order the rows come in', async () => {
    expect(await contentFingerprint([...posts].reverse(), [...redirects].reverse())).toBe(original)
    expect(await contentFingerprint([posts[1]!, posts[2]!, posts[0]!], redirects)).toBe(original)
  })

  it.each([
    ['a post is edited', withPost(1, { updated_at: '2026-02-10T10:30:01+00:00' }), redirects],
    ['a post is rescheduled', withPost(2, { published_at: '2026-01-21T12:00:00+00:00' }), redirects],
    ['a post is renamed', withPost(0, { slug: 'api-first' }), redirects],
    [
      'a post goes live',
      [
        ...posts,
        {
          slug: 'new-post',
          updated_at: '2026-04-01T00:00:00+00:00',
          published_at: '2026-04-01T00:00:00+00:00',
          title: 'New',
        },
      ],
      redirects,
    ],
    ['a post is taken down', posts.slice(1), redirects],
    ['a redirect leads elsewhere', posts, withRedirect(1, { to_slug: 'integration-maturity-model' })],
    ['a redirect starts elsewhere', posts, withRedirect(0, { from_slug: 'api-first-strategy' })],
    ['a redirect is added', posts, [...redirects, { from_slug: 'maturity', to_slug: 'integration-maturity-model' }]],
    ['a redirect is removed', posts, redirects.slice(1)],
  ])('changes when %s', async (_, changedPosts, changedRedirects) => {
    expect(await contentFingerprint(changedPosts, changedRedirects)).not.toBe(original)
  })

  it('does not change with fields it does not cover', async () => {
    expect(await contentFingerprint(withPost(0, { title: 'A new title' }), redirects)).toBe(original)
  })

  it('tells apart values that would run together in a plain concatenation', async () => {
    const a = await contentFingerprint([{ slug: 'ab', updated_at: 'c', published_at: 'd' }], [])
    const b = await contentFingerprint([{ slug: 'a', updated_at: 'bc', published_at: 'd' }], [])
    expect(a).not.toBe(b)
  })
})
