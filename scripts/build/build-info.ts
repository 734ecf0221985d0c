import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readBuildContent, type BuildContent } from '../../site/lib/blog/build-source.server.ts'
import { buildInfoPath, contentFingerprint, type BuildInfo } from '../../site/lib/blog/index.ts'

/** The record of a build of `content`, the published content read at `builtAt`. */
export async function buildInfoOf({ posts, redirects }: BuildContent, builtAt: Date): Promise<BuildInfo> {
  return {
    builtAt: builtAt.toISOString(),
    fingerprint: await contentFingerprint(posts, redirects),
    posts: Object.fromEntries(posts.map((post) => [post.slug, post.updated_at])),
  }
}

/**
 * Reads the published content a build is about to render, and its record. Read before the pages
 * are, so a change made while they render leaves the record older than the pages, and the next
 * check deploys again.
 */
export async function readBuildInfo(env: NodeJS.ProcessEnv, now: () => Date = () => new Date()): Promise<BuildInfo> {
  const builtAt = now()
  return buildInfoOf(await readBuildContent(env), builtAt)
}

/** Writes the build's record to build.json beside the pages, where the deploy workflow and the admin read it. */
export function writeBuildInfo(clientDir: string, info: BuildInfo): void {
  writeFileSync(join(clientDir, buildInfoPath), JSON.stringify(info, null, 2) + '\n')
}
