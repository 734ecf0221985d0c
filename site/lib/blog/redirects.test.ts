import { expect, it } from 'vitest'
import { movedPosts } from './index.ts'

const posts = [{ slug: 'current-name' }, { slug: 'another-post' }]

it('keeps a redirect to a published post from a slug no post has', () => {
  expect(movedPosts([{ from_slug: 'old-name', to_slug: 'current-name' }], posts)).toEqual([
    { from: 'old-name', post: { slug: 'current-name' } },
  ])
})

it('drops a redirect from a slug a published post has taken again, and one to a post that is not published', () => {
  const redirects = [
    { from_slug: 'another-post', to_slug: 'current-name' },
    { from_slug: 'old-name', to_slug: 'unpublished-or-deleted' },
  ]
  expect(movedPosts(redirects, posts)).toEqual([])
})
