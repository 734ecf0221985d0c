// How long a publish takes to reach visitors on the local site: `npm start`'s loop, measured from the
// moment `axon-blog publish` returns to the moment the article's address answers 200 with the new text.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publishCommand } from '../../cli/commands/publish.ts'
import { silentContext } from '../../cli/context.ts'
import { createServiceClient } from '../../site/lib/supabase/service.ts'
import { startLocalSupabase } from '../../supabase/local/index.ts'
import { seedPostsIfEmpty } from '../build/seed-posts.ts'
import type { Refresh } from '../serve/refresh-site.ts'
import { startSite } from '../serve/start.ts'
import { generatedMarkdown } from './posts.ts'

export interface PublishToLive {
  /** Published posts on the site before the new one. */
  posts: number
  /** A new post: from publish to its article answering 200. */
  newPostMs: number
  /** A changed post: from publish to its article showing the change. */
  changedPostMs: number
  /** Pages the refresh of the changed post rendered. */
  pagesRendered: number
  /** How long that refresh took, from noticing the change to its last file written. */
  refreshMs: number
}

/** Publish-to-live at one size, or why it could not be measured there. */
export type LiveResult = PublishToLive | { posts: number; failed: string }

const categories = ['erp-modernization', 'data-integration', 'process-automation', 'industry-insights', 'technical']

const postFile = (slug: string, title: string, category: string, body: string) =>
  `---\ntitle: ${title}\nslug: ${slug}\nexcerpt: A generated post that exists to measure how fast publishing reaches visitors.\ncategory: ${category}\n---\n\n${body}`

/** Polls `url` until its body holds `text` with status 200; resolves with the time it took. */
async function untilServed(url: string, text: string, since: number, timeoutMs: number): Promise<number> {
  for (;;) {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } })
    const body = await response.text()
    if (response.status === 200 && body.includes(text)) return Math.round(performance.now() - since)
    if (performance.now() - since > timeoutMs)
      throw new Error(`${url} did not show "${text}" within ${Math.round(timeoutMs / 1000)} s.`)
    await new Promise((resolveWait) => setTimeout(resolveWait, 20))
  }
}

/**
 * Runs the local site on an in-memory backend holding content/ and generated posts, `total` in all,
 * publishes a new post and then a change to an existing one with the CLI, and times each until a
 * visitor sees it.
 */
export async function benchPublishToLive(total: number): Promise<PublishToLive> {
  const local = await startLocalSupabase({ port: 0 })
  const cwd = mkdtempSync(join(tmpdir(), 'axon-bench-live-'))
  // Built inside the project, as Vike wants, but outside dist/, which a build of the site empties.
  const outDir = join('node_modules', '.cache', `axon-bench-live-${total}`)
  let site: Awaited<ReturnType<typeof startSite>> | undefined
  try {
    const seeded = await seedPostsIfEmpty(local.url)
    mkdirSync(join(cwd, 'content'))
    const body = generatedMarkdown(800)
    for (let i = 0; i < total - seeded; i++) {
      writeFileSync(
        join(cwd, 'content', `bench-post-${i}.md`),
        postFile(`bench-post-${i}`, `Benchmark post ${i}`, categories[i % categories.length] ?? 'technical', body),
      )
    }
    const client = createServiceClient({ url: local.url, key: local.secretKey })
    const context = silentContext(cwd, client, globalThis.fetch)
    await publishCommand({ files: [], all: true }, context)
    const backend = {
      url: local.url,
      publishableKey: local.publishableKey,
      origin: 'configured' as const,
      stop: async () => {},
    }
    const refreshes: Refresh[] = []
    const starting = performance.now()
    site = await startSite({
      port: 0,
      outDir,
      backend: async () => backend,
      log: () => {},
      onRefresh: (refresh) => refreshes.push(refresh),
    })
    // A refresh renders a few pages where the start rendered them all: twice the start is ample on a
    // busy machine, and grows with the site, where a fixed wait fails the larger sizes first.
    const patienceMs = Math.max(60_000, 2 * (performance.now() - starting))
    const publish = async (slug: string, title: string) => {
      writeFileSync(join(cwd, 'content', `${slug}.md`), postFile(slug, title, 'technical', body))
      await publishCommand({ files: [`content/${slug}.md`], all: false }, context)
      return performance.now()
    }
    const newPostMs = await untilServed(
      `${site.url}/insights/bench-live-post`,
      'Published just now',
      await publish('bench-live-post', 'Published just now'),
      patienceMs,
    )
    const before = refreshes.length
    const changedPostMs = await untilServed(
      `${site.url}/insights/bench-live-post`,
      'Changed a moment ago',
      await publish('bench-live-post', 'Changed a moment ago'),
      patienceMs,
    )
    // The refresh is told of once its last file is written, a moment after the article answers.
    const deadline = performance.now() + 10_000
    while (refreshes.length === before && performance.now() < deadline)
      await new Promise((resolveWait) => setTimeout(resolveWait, 20))
    const changed = refreshes.slice(before)
    return {
      posts: total,
      newPostMs,
      changedPostMs,
      pagesRendered: changed.reduce((sum, refresh) => sum + refresh.rendered.length, 0),
      refreshMs: changed.reduce((sum, refresh) => sum + refresh.ms, 0),
    }
  } finally {
    await site?.stop()
    await local.stop()
    rmSync(cwd, { recursive: true, force: true })
    rmSync(outDir, { recursive: true, force: true })
  }
}
