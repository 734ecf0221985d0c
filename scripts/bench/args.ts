import { parseArgs } from 'node:util'

export const USAGE = `usage: npm run bench -- [options]

  --pages REGEX        measure and run Lighthouse only on the pages whose route matches, e.g. '^/insights'
  --runs N             Lighthouse runs per page and site (default 3; the median is reported)
  --skip-lighthouse    no Lighthouse
  --skip-build-time    no build costs (ours online and offline, Astro's) at 200, 1,000 and 3,000 posts
  --skip-backend       no backend and publishing figures
  --skip-growth        no publish --all and /insights figures at 200, 1,000 and 3,000 posts
  --json               one JSON document on stdout instead of tables
  -h, --help           this text

The Astro side comes from ../shared/bench/astro-baseline (or $ASTRO_HARNESS), built in /tmp/axon-bench-astro
(or $ASTRO_DIR) with ASTRO_HIGHLIGHT=none (override with $ASTRO_HIGHLIGHT).`

export interface BenchOptions {
  json: boolean
  pages?: RegExp
  runs: number
  skipLighthouse: boolean
  skipBuildTime: boolean
  skipBackend: boolean
  skipGrowth: boolean
  help: boolean
}

/** A usage error: the bench prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** Reads the bench's command line. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  let values
  try {
    values = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        pages: { type: 'string' },
        runs: { type: 'string' },
        'skip-lighthouse': { type: 'boolean' },
        'skip-build-time': { type: 'boolean' },
        'skip-backend': { type: 'boolean' },
        'skip-growth': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  let pages: RegExp | undefined
  if (values.pages !== undefined) {
    try {
      pages = new RegExp(values.pages)
    } catch (error) {
      throw new UsageError(`--pages: ${(error as Error).message}`)
    }
  }
  const runs = values.runs === undefined ? 3 : Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new UsageError(`--runs takes a whole number of at least 1, not ${values.runs}`)
  return {
    json: values.json ?? false,
    ...(pages && { pages }),
    runs,
    skipLighthouse: values['skip-lighthouse'] ?? false,
    skipBuildTime: values['skip-build-time'] ?? false,
    skipBackend: values['skip-backend'] ?? false,
    skipGrowth: values['skip-growth'] ?? false,
    help: values.help ?? false,
  }
}
