import { describe, expect, it } from 'vitest'
import { cardOf, matchPosts } from '@/components/insights/search.ts'
import { body, post, posts } from './__fixtures__/posts.ts'
import { bodyWords, searchIndex, wordsPerPost } from './search-index.server.ts'

/** The slugs search finds in the index of `published`, as the list in the browser reads it. */
function search(
  published: ReturnType<typeof posts>,
  query: string,
  category: Parameters<typeof matchPosts>[1] = 'all',
) {
  const index = JSON.parse(JSON.stringify(searchIndex(published))) as ReturnType<typeof searchIndex>
  return matchPosts(index.posts, category, query).map((entry) => entry.slug)
}

describe('the Insights search index', () => {
  const published = [
    post(3, { content: body('Reconciling the ledger with a Tally connector takes a week.') }),
    ...posts(2),
  ]

  it('finds a post by a word that only its body has', () => {
    expect(search(published, 'ledger')).toEqual(['post-3'])
    expect(search(published, 'LEDG')).toEqual(['post-3'])
    expect(search(published, 'tally ledger')).toEqual(['post-3'])
    expect(search(published, 'ledger spreadsheet')).toEqual([])
  })

  it('still finds posts by title, excerpt and tag, within a category', () => {
    expect(search(published, 'number 2')).toEqual(['post-2'])
    expect(search(published, 'integration')).toEqual(['post-3', 'post-2', 'post-1'])
    expect(search(published, '', 'data-integration')).toEqual(['post-1'])
  })

  it('covers every post at 1,000 posts', () => {
    const many = [post(1001, { content: body('A quillwort grows at the lake.') }), ...posts(1000)]
    expect(search(many, 'quillwort')).toEqual(['post-1001'])
    expect(searchIndex(many).posts).toHaveLength(1001)
  })

  it('keeps the words that set a post apart when its body has more than the index keeps', () => {
    const long = Array.from({ length: wordsPerPost * 2 }, (_, index) => `common${index}`).join(' ')
    const many = [
      post(3, { content: body(`${long} marshland`) }),
      post(2, { content: body(long) }),
      post(1, { content: body(long) }),
    ]
    expect(search(many, 'marshland')).toEqual(['post-3'])
    expect(searchIndex(many).posts.map((entry) => entry.words.split(' ').length)).toEqual([32, 32, 32])
  })

  it('keeps each body word once, without common words, words the card shows, or words a longer one starts', () => {
    const text = 'The integrations of integration: Integr, integr, ERP and the ledger ledgers in 12 days.'
    expect(bodyWords({ content: body(text), title: 'ERP', excerpt: 'Of note.', tags: [] })).toEqual([
      'days',
      'integrations',
      'ledgers',
    ])
  })

  it('gives each entry what its card shows', () => {
    const [entry] = searchIndex([
      post(1, { featured_image_url: 'https://example.com/a.jpg', featured_image_alt: 'A' }),
    ]).posts
    expect(cardOf(entry!)).toMatchObject({
      slug: 'post-1',
      title: 'Post number 1',
      featured_image_url: 'https://example.com/a.jpg',
      featured_image_alt: 'A',
    })
  })
})
