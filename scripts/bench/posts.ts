import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publishCommand } from '../../cli/commands/publish.ts'
import { silentContext } from '../../cli/context.ts'
import { docToMarkdown, markdownToDoc, wordCount } from '../../site/lib/post/index.ts'
import { createServiceClient } from '../../site/lib/supabase/service.ts'
import { localSupabaseUrl, startLocalSupabase } from '../../supabase/local/index.ts'

/** A realistic post body of about `words` words: headings, paragraphs with marks and links, lists, a quote and code. */
export function generatedMarkdown(words = 1500): string {
  const sentence =
    'Integration keeps **finance**, _operations_ and [sales](/solutions/enterprise-integration) working from the same `order` data every day.'
  const blocks: string[] = []
  for (let section = 1; wordCount(markdownToDoc(blocks.join('\n\n'))) < words; section++) {
    blocks.push(
      `## Section ${section}`,
      Array.from({ length: 4 }, () => sentence).join(' '),
      '- First point about the section\n- Second point, with **emphasis**\n  - A nested detail',
      '> A short quotation that makes the point.',
      '```json\n{ "order": 42 }\n```',
    )
  }
  return blocks.join('\n\n') + '\n'
}

/** Posts per second converted Markdown → document → Markdown for a generated 1,500-word post. */
export function benchConversion(seconds = 2): { words: number; postsPerSecond: number } {
  const markdown = generatedMarkdown()
  let count = 0
  const started = performance.now()
  while (performance.now() - started < seconds * 1000) {
    docToMarkdown(markdownToDoc(markdown))
    count++
  }
  return {
    words: wordCount(markdownToDoc(markdown)),
    postsPerSecond: Math.round(count / ((performance.now() - started) / 1000)),
  }
}

/** Wall time of `publish --all` for `posts` generated posts against an in-memory stand-in, and of the no-op re-run. */
export async function benchPublish(posts = 200): Promise<{ posts: number; firstRunMs: number; rerunMs: number }> {
  const local = await startLocalSupabase({ port: false, functions: {} })
  const cwd = mkdtempSync(join(tmpdir(), 'axon-bench-'))
  try {
    mkdirSync(join(cwd, 'content'))
    const body = generatedMarkdown(800)
    for (let i = 0; i < posts; i++) {
      writeFileSync(
        join(cwd, 'content', `bench-post-${i}.md`),
        `---\ntitle: Benchmark post ${i}\nslug: bench-post-${i}\nexcerpt: A generated post that exists to measure how long publishing takes.\ncategory: technical\n---\n\n${body}`,
      )
    }
    const client = createServiceClient({ url: localSupabaseUrl, key: local.secretKey }, { fetch: local.fetch })
    const context = silentContext(cwd, client, local.fetch)
    const time = async () => {
      const started = performance.now()
      await publishCommand({ files: [], all: true }, context)
      return Math.round(performance.now() - started)
    }
    return { posts, firstRunMs: await time(), rerunMs: await time() }
  } finally {
    await local.stop()
    rmSync(cwd, { recursive: true, force: true })
  }
}
