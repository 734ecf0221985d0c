import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { relatedPosts } from './related.ts'

const post = (id: string, category = 'erp') => ({ id, category })
const ids = (posts: { id: string }[]) => posts.map((item) => item.id)

describe('relatedPosts', () => {
  // Newest first, as the build reads them: e is the newest, a the oldest.
  const posts = ['e', 'd', 'c', 'b', 'a'].map((id) => post(id))

  it('offers the posts of the category published just before, nearest first', () => {
    expect(ids(relatedPosts(posts)(post('e')))).toEqual(['d', 'c', 'b'])
    expect(ids(relatedPosts(posts)(post('d')))).toEqual(['c', 'b', 'a'])
  })

  it('fills up with the posts published just after where too few came before', () => {
    expect(ids(relatedPosts(posts)(post('b')))).toEqual(['a', 'c', 'd'])
    expect(ids(relatedPosts(posts)(post('a')))).toEqual(['b', 'c', 'd'])
  })

  it('keeps to the category and never offers the post itself', () => {
    const mixed = [post('x', 'data'), ...posts, post('y', 'data')]
    expect(ids(relatedPosts(mixed)(post('x', 'data')))).toEqual(['y'])
    expect(ids(relatedPosts(mixed)(post('c')))).toEqual(['b', 'a', 'd'])
  })

  it('changes no list but those of the oldest few of a category when a newer post is published', () => {
    const categories = ['erp', 'data', 'automation']
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...categories), { minLength: 1, maxLength: 60 }),
        fc.constantFrom(...categories),
        (cats, category) => {
          const before = cats.map((cat, index) => post(`p${index}`, cat))
          const after = [post('new', category), ...before]
          const listsBefore = relatedPosts(before)
          const listsAfter = relatedPosts(after)
          const changed = before.filter((item) => ids(listsBefore(item)).join() !== ids(listsAfter(item)).join())
          // Only posts with fewer than three older posts of the new post's category can change.
          const sameCategory = before.filter((item) => item.category === category)
          expect(changed.every((item) => sameCategory.slice(-3).includes(item))).toBe(true)
        },
      ),
    )
  })
})
