import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadForBuild } from '../site/lib/blog/build-source.server.ts'
import { buildInfoPath, currentContent, type BuildInfo } from '../site/lib/blog/index.ts'

/**
 * Reads the published content a build is about to render. Read before the pages are, so a change
 * made while they render leaves the record older than the pages, and the next check deploys again.
 */
export async function readBuildInfo(env: NodeJS.ProcessEnv, now: () => Date = () => new Date()): Promise<BuildInfo> {
  const builtAt = now().toISOString()
  const { fingerprint, posts } = await loadForBuild(currentContent, env)
  return { builtAt, fingerprint, posts }
}

/** Writes the build's record to build.json beside the pages, where the deploy workflow and the admin read it. */
export function writeBuildInfo(clientDir: string, info: BuildInfo): void {
  writeFileSync(join(clientDir, buildInfoPath), JSON.stringify(info, null, 2) + '\n')
}
