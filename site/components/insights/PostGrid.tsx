import { PostCard } from './PostCard.tsx'
import type { CardPost } from './search.ts'

/** Posts as a grid of cards: one column on a phone, up to three on a wide screen. */
export function PostGrid({ posts }: { posts: readonly CardPost[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
