// What /insights and its archive pages show, worked out from the published content alone: the build's
// hooks and the local site's refresher both ask here, so they agree on which pages a change touches.
//
// The archive holds every post older than the list's newest, and numbers its pages from the oldest
// post: page 1 holds the first posts ever published. A new post then lands on the newest page (or
// opens the next one), and every older page keeps its address and its posts, so links to it, search
// engines' copies and caches stay right, and a publish re-renders two or three pages rather than all of
// them. Only a post deleted or back-dated shifts the pages after its own.
import { summaryOf, type BuildContent } from '@/lib/blog/build-source.server.ts'
import { formatLongDate, type Post } from '@/lib/blog/index.ts'
import { insightsCopy } from '@/copy/insights.ts'
import { cardPostOf, listingLimits, listingPosts } from '@/components/insights/listing.ts'
import type { DataWithMeta } from '../page-meta.ts'

/** An archive page's address. */
export const archivePath = (page: number): string => `/insights/page/${page}`

// Oldest first; posts published at the same moment in the order of their slugs, so every build agrees.
const oldestFirst = (posts: readonly Post[]) =>
  [...posts].sort((a, b) =>
    a.published_at === b.published_at ? a.slug.localeCompare(b.slug) : a.published_at < b.published_at ? -1 : 1,
  )

// Every archive page of one content asks for the same sorted list: sort it once.
const archives = new WeakMap<readonly Post[], Post[]>()

/** The posts of the archive, oldest first: all but the newest the list shows. */
function archived(posts: readonly Post[]): Post[] {
  let list = archives.get(posts)
  if (!list) archives.set(posts, (list = oldestFirst(posts).slice(0, Math.max(0, posts.length - listingLimits.newest))))
  return list
}

/** How many archive pages the content has. */
function archivePageCount(posts: readonly Post[]): number {
  return Math.ceil(archived(posts).length / listingLimits.archivePage)
}

/** What /insights shows: the featured and newest posts, and where the archive's newest and first pages are. */
export function listingPage({ posts }: BuildContent) {
  const cards = posts.map((post) => cardPostOf(summaryOf(post)))
  const pages = archivePageCount(posts)
  return {
    ...listingPosts(
      cards.slice(0, listingLimits.newest),
      cards.filter((post) => post.featured),
    ),
    nav: pages > 0 ? { older: archivePath(pages), oldest: pages > 1 ? archivePath(1) : undefined } : undefined,
  }
}

/** The archive's page numbers for some content, first to last. */
export function archivePageNumbers({ posts }: BuildContent): number[] {
  return Array.from({ length: archivePageCount(posts) }, (_, index) => index + 1)
}

/**
 * What archive page `page` shows, newest first, with links to its neighbours; undefined when there
 * is no such page. It names no page count, which would change every page each time one is added.
 */
export function archivePage({ posts }: BuildContent, page: number) {
  const pages = archivePageCount(posts)
  if (!Number.isInteger(page) || page < 1 || page > pages) return undefined
  const size = listingLimits.archivePage
  const onPage = archived(posts).slice((page - 1) * size, page * size)
  const from = formatLongDate(onPage[0]!.published_at)
  const to = formatLongDate(onPage.at(-1)!.published_at)
  const copy = insightsCopy.archive
  return {
    page,
    posts: onPage.toReversed().map((post) => cardPostOf(summaryOf(post))),
    nav: {
      // The newest page leads on to the list itself, which shows the posts after it.
      newer: page < pages ? archivePath(page + 1) : '/insights',
      older: page > 1 ? archivePath(page - 1) : undefined,
      oldest: page > 2 ? archivePath(1) : undefined,
    },
    hero: { eyebrow: copy.eyebrow, heading: copy.title(page), lead: copy.lead(from, to) },
    meta: { title: copy.title(page), description: copy.lead(from, to), path: archivePath(page) },
  } satisfies DataWithMeta & Record<string, unknown>
}

/** What each archive page shows for some content, by its address: a change re-renders the pages whose entry differs. */
export function archiveInputs(content: BuildContent): Map<string, string> {
  return new Map(
    archivePageNumbers(content).map((page) => [archivePath(page), JSON.stringify(archivePage(content, page))]),
  )
}
