// The bench's tables for the backend and publishing: the local stand-in's latency, Markdown
// conversion, `publish --all`, and the local site's time from a publish to the article being served.
import type { LatencyStats } from './backend.ts'
import type { LiveResult } from './live.ts'
import { formatTable } from './report.ts'

export interface BackendFigures {
  backend: LatencyStats[]
  conversion: { words: number; postsPerSecond: number }
  publishing: { posts: number; firstRunMs: number; rerunMs: number }
  /** At each size, the figures or why they could not be taken. */
  live: LiveResult[]
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The backend and publishing figures as printed text. */
export function backendReport({ backend, conversion, publishing, live }: BackendFigures): string {
  return [
    'Local Supabase stand-in over loopback (supabase-js, publishable key, one request at a time):\n',
    formatTable([
      ['query', 'requests', 'p50 ms', 'p95 ms', 'req/s'],
      ...backend.map((b) => [
        b.name,
        String(b.requests),
        b.p50Ms.toFixed(2),
        b.p95Ms.toFixed(2),
        String(b.requestsPerSecond),
      ]),
    ]),
    `\nPosts: Markdown → document → Markdown of a ${conversion.words}-word post: ${conversion.postsPerSecond} posts/s`,
    `publish --all of ${publishing.posts} posts to the in-memory stand-in: ${seconds(publishing.firstRunMs)}; re-run with nothing to change: ${seconds(publishing.rerunMs)}`,
    '\nPublish to live on the local site (npm start): from `axon-blog publish` returning to the article answering 200 with the new text:\n',
    formatTable([
      ['posts on the site', 'new post', 'changed post', 'pages rendered', 'refresh'],
      ...live.map((l) =>
        'failed' in l
          ? [String(l.posts), `✗ failed: ${l.failed}`, '', '', '']
          : [
              String(l.posts),
              seconds(l.newPostMs),
              seconds(l.changedPostMs),
              String(l.pagesRendered),
              seconds(l.refreshMs),
            ],
      ),
    ]),
  ].join('\n')
}
