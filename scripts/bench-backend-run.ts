// Measures the backend and publishing figures and writes them as JSON to the file its argument names.
// bench.ts runs it as a child process whose output goes to stderr: the local site it starts builds
// with the build's output inherited, which would otherwise land in the bench's report and its --json.
import { writeFileSync } from 'node:fs'
import { benchBackend } from './bench-backend.ts'
import { benchPublishToLive } from './bench-live.ts'
import { benchConversion, benchPublish } from './bench-posts.ts'
import type { BackendFigures } from './bench-report-backend.ts'

/** Publish-to-live at each size; a size that fails is reported as failed, and the next is still measured. */
async function liveAtEachSize(sizes: number[]): Promise<BackendFigures['live']> {
  const results: BackendFigures['live'] = []
  for (const posts of sizes) {
    try {
      results.push(await benchPublishToLive(posts))
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error)
      console.error(`publish to live at ${posts} posts failed: ${reason}`)
      results.push({ posts, failed: reason })
    }
  }
  return results
}

const [file] = process.argv.slice(2)
if (!file) {
  console.error('usage: tsx scripts/bench-backend-run.ts OUT.json')
  process.exit(2)
}
const figures: BackendFigures = {
  backend: await benchBackend(),
  conversion: benchConversion(),
  publishing: await benchPublish(),
  // Within 3 s at any size: a publish re-renders what it changes and reads what changed, not every post.
  live: await liveAtEachSize([7, 200, 1_000, 3_000]),
}
writeFileSync(file, JSON.stringify(figures))
