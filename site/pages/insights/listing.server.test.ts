import { describe, expect, it } from 'vitest'
import type { Post } from '@/lib/blog/index.ts'
import { post, posts } from './__fixtures__/posts.ts'
import { archiveInputs, archivePage, archivePageNumbers, listingPage } from './listing.server.ts'

const content = (published: Post[]) => ({ posts: published, redirects: [] })
const slugs = (cards: readonly { slug: string }[]) => cards.map((card) => card.slug)

/** The archive addresses whose page shows something else after a change. */
function changedPages(before: Post[], after: Post[]): string[] {
  const was = archiveInputs(content(before))
  return [...archiveInputs(content(after))].filter(([path, input]) => was.get(path) !== input).map(([path]) => path)
}

describe('/insights at 1,000 posts', () => {
  const thousand = posts(1000)

  it('shows the two newest featured posts and the twelve newest others, and links to the archive', () => {
    const page = listingPage(content(thousand))
    expect(slugs(page.featured)).toEqual(['post-1000', 'post-995'])
    expect(slugs(page.latest)).toEqual([
      'post-999',
      'post-998',
      'post-997',
      'post-996',
      'post-994',
      'post-993',
      'post-992',
      'post-991',
      'post-990',
      'post-989',
    ])
    expect(JSON.stringify(page).length).toBeLessThan(10_000)
    // 988 older posts, twelve a page: 83 pages, the newest of them first in line after the list.
    expect(page.nav).toEqual({ older: '/insights/page/83', oldest: '/insights/page/1' })
  })

  it('puts every other post on exactly one archive page, numbered from the oldest post', () => {
    const numbers = archivePageNumbers(content(thousand))
    expect(numbers).toEqual(Array.from({ length: 83 }, (_, index) => index + 1))
    const pages = numbers.map((number) => archivePage(content(thousand), number)!)
    expect(pages.every((page) => page.posts.length <= 12)).toBe(true)
    expect(slugs(pages[0]!.posts)).toEqual(Array.from({ length: 12 }, (_, index) => `post-${12 - index}`))
    expect(slugs(pages[82]!.posts)).toEqual(['post-988', 'post-987', 'post-986', 'post-985'])
    const archived = pages.flatMap((page) => slugs(page.posts))
    expect(new Set(archived).size).toBe(988)
    expect(archived).not.toContain('post-989')
  })

  it('links each archive page to its neighbours, the newest back to the list, with its own title and address', () => {
    const at = (number: number) => archivePage(content(thousand), number)!
    expect(at(1).nav).toEqual({ newer: '/insights/page/2', older: undefined, oldest: undefined })
    expect(at(40).nav).toEqual({ newer: '/insights/page/41', older: '/insights/page/39', oldest: '/insights/page/1' })
    expect(at(83).nav).toEqual({ newer: '/insights', older: '/insights/page/82', oldest: '/insights/page/1' })
    expect(at(40).meta).toMatchObject({ title: 'Insights — page 40', path: '/insights/page/40' })
    expect(at(40).meta.description).toBe('Articles published from April 14, 2021 to April 25, 2021.')
    expect([0, 84, 1.5].map((number) => archivePage(content(thousand), number))).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it('keeps every archive page but the newest as it was when a post is published', () => {
    expect(changedPages(thousand, [post(1001), ...thousand])).toEqual(['/insights/page/83'])
  })

  it('opens a new archive page once the newest is full, changing only the page before it', () => {
    const newer = Array.from({ length: 9 }, (_, index) => post(1009 - index))
    expect(changedPages(thousand, [...newer, ...thousand])).toEqual(['/insights/page/83', '/insights/page/84'])
  })

  it('shifts only the pages after a deleted post', () => {
    const withoutOne = thousand.filter((candidate) => candidate.slug !== 'post-500')
    const changed = changedPages(thousand, withoutOne)
    expect(changed[0]).toBe('/insights/page/42')
    expect(changed).not.toContain('/insights/page/41')
  })
})

describe('/insights with a few posts', () => {
  it('shows them all and has no archive', () => {
    const seven = content(posts(7))
    const page = listingPage(seven)
    expect(page.featured.length + page.latest.length).toBe(7)
    expect(page.nav).toBeUndefined()
    expect(archivePageNumbers(seven)).toEqual([])
  })
})
