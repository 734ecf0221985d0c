import type { ContentState } from './fingerprint.ts'

/** What a build records at /build.json about the content it was built from. */
export interface BuildInfo extends ContentState {
  /** ISO time at which the build read its content. */
  builtAt: string
}

/** Where a build's record is served; a static host may cache it, so readers add a query to get it fresh. */
export const buildInfoPath = '/build.json'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The build record in a parsed /build.json body, or undefined when the body is not one. */
export function parseBuildInfo(value: unknown): BuildInfo | undefined {
  if (!isObject(value) || !isObject(value.posts)) return undefined
  const { builtAt, fingerprint, posts } = value
  if (typeof builtAt !== 'string' || Number.isNaN(Date.parse(builtAt))) return undefined
  if (typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) return undefined
  if (!Object.values(posts).every((updatedAt) => typeof updatedAt === 'string')) return undefined
  return { builtAt, fingerprint, posts: posts as Record<string, string> }
}
