import { createPublicClient } from '../../site/lib/supabase/public.ts'
import { createServiceClient } from '../../site/lib/supabase/service.ts'
import { startLocalSupabase } from '../../supabase/local/index.ts'

export interface LatencyStats {
  name: string
  requests: number
  p50Ms: number
  p95Ms: number
  requestsPerSecond: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function measure(name: string, requests: number, call: () => PromiseLike<unknown>): Promise<LatencyStats> {
  for (let i = 0; i < 20; i++) await call() // warm-up: query plans, JIT
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now()
    await call()
    times.push(performance.now() - t0)
  }
  const elapsed = performance.now() - started
  times.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    name,
    requests,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    requestsPerSecond: Math.round((requests / elapsed) * 1000),
  }
}

/**
 * Measures the local stand-in over loopback with the site's two public queries: the published
 * post list and a single post by slug, against an in-memory database of `posts` published posts.
 */
export async function benchBackend({ posts = 60, requests = 300 } = {}): Promise<LatencyStats[]> {
  const local = await startLocalSupabase({ port: 0, functions: {} })
  try {
    const service = createServiceClient({ url: local.url, key: local.secretKey })
    const rows = Array.from({ length: posts }, (_, i) => ({
      title: `Benchmark post ${i}`,
      slug: `benchmark-post-${i}`,
      excerpt: 'A post that exists to be measured.',
      author_name: 'Benchmark',
      author_role: 'Team Member',
      category: 'technical',
      status: 'published' as const,
      published_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      content: {
        type: 'doc',
        content: Array.from({ length: 20 }, () => ({
          type: 'paragraph',
          content: [{ type: 'text', text: 'Integration keeps systems in step. '.repeat(8) }],
        })),
      },
    }))
    await service.from('blog_posts').insert(rows).throwOnError()
    const anon = createPublicClient({ url: local.url, key: local.publishableKey })
    return [
      await measure('post list (all published, newest first)', requests, () =>
        anon
          .from('blog_posts')
          .select('*')
          .eq('website_code', 'axon')
          .eq('status', 'published')
          .order('published_at', { ascending: false })
          .throwOnError(),
      ),
      await measure('single post by slug', requests, () =>
        anon
          .from('blog_posts')
          .select('*')
          .eq('website_code', 'axon')
          .eq('slug', `benchmark-post-${Math.floor(posts / 2)}`)
          .eq('status', 'published')
          .single()
          .throwOnError(),
      ),
    ]
  } finally {
    await local.stop()
  }
}
