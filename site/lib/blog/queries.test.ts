import { describe, expect, it } from 'vitest'
import type { PublicClient } from '../supabase/index.ts'
import { listPublished, postBySlug } from './queries.ts'

/** A client whose every query answers with `data`, as supabase-js's builder resolves. */
function answering(data: unknown): PublicClient {
  const builder: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_, name) =>
        name === 'then' ? (resolve: (value: unknown) => void) => resolve({ data, error: null }) : () => builder,
    },
  )
  return { from: () => builder } as unknown as PublicClient
}

const storedBeforeTheRule = {
  slug: 'x',
  title: '\u001b[2K\u001b[32m✔ published',
  excerpt: 'Line one\nline two\u202e',
  tags: ['erp\u2066', 'ok'],
  content: { type: 'doc', content: [{ type: 'text', text: 'left to the renderer\u0007' }] },
}

describe('published posts as the site reads them', () => {
  it('leave out control and text-direction characters a row stored before the rule still holds', async () => {
    const [card] = await listPublished(answering([storedBeforeTheRule]))
    expect(card).toMatchObject({ title: '[2K[32m✔ published', excerpt: 'Line one\nline two', tags: ['erp', 'ok'] })
    const article = await postBySlug(answering(storedBeforeTheRule), 'x')
    expect(article?.title).toBe('[2K[32m✔ published')
    expect(article?.content).toEqual(storedBeforeTheRule.content)
  })
})
