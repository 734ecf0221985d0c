// Measures the backend and publishing figures and writes them as JSON to the file its argument names.
// bench.ts runs it as a child process whose output goes to stderr: the local site it starts builds
// with the build's output inherited, which would otherwise land in the bench's report and its --json.
// With `--live N`, it measures only publish-to-live at N posts: each size runs in a process of its
// own, as Vike's renderer serves one build per process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin } from '../tools/run.ts'
import { benchBackend } from './backend.ts'
import { benchPublishToLive, type LiveResult } from './live.ts'
import { benchConversion, benchPublish } from './posts.ts'
import { runCaptured } from './process.ts'
import type { BackendFigures } from './report-backend.ts'

/** Publish-to-live at each size; a size that fails is reported as failed, and the next is still measured. */
async function liveAtEachSize(sizes: number[]): Promise<LiveResult[]> {
  const results: LiveResult[] = []
  for (const posts of sizes) {
    const folder = mkdtempSync(join(tmpdir(), 'axon-bench-live-'))
    const out = join(folder, 'live.json')
    try {
      await runCaptured(bin('tsx'), [import.meta.filename, out, '--live', String(posts)], { echo: true })
      results.push(JSON.parse(readFileSync(out, 'utf8')) as LiveResult)
    } catch (error) {
      // The measuring process itself failed (it reports a failed measurement in its output instead).
      results.push({ posts, failed: error instanceof Error ? error.message.split('\n')[0]! : String(error) })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }
  return results
}

const [file, flag, size] = process.argv.slice(2)
if (!file || (flag !== undefined && (flag !== '--live' || !Number.isInteger(Number(size))))) {
  console.error('usage: tsx scripts/bench/backend-run.ts OUT.json [--live POSTS]')
  process.exit(2)
}
if (flag === '--live') {
  const posts = Number(size)
  const result: LiveResult = await benchPublishToLive(posts).catch((error: unknown) => ({
    posts,
    failed: error instanceof Error ? error.message.split('\n')[0]! : String(error),
  }))
  writeFileSync(file, JSON.stringify(result))
} else {
  const figures: BackendFigures = {
    backend: await benchBackend(),
    conversion: benchConversion(),
    publishing: await benchPublish(),
    // Within 3 s at any size: a publish re-renders what it changes and reads what changed, not every post.
    live: await liveAtEachSize([7, 200, 1_000, 3_000]),
  }
  writeFileSync(file, JSON.stringify(figures))
}
