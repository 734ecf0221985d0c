// Runs every check: types, lint, unit tests and the browser tests against the built site.
// Arguments are passed to Vitest, e.g. `npm test -- site/e2e/navigation.test.ts`.
import { ensureChromium } from './chromium.ts'
import { CannotInstallError } from './debian-package.ts'
import { ensureFirefox } from './firefox.ts'
import { ensureNginx } from './nginx.ts'
import { ensurePostgres } from './postgres.ts'
import { bin, captureSideBySide, run } from './run.ts'

/**
 * The type checker: TypeScript 7's native compiler (package alias `typescript-7`), a third of the
 * CPU of TypeScript 6's for the same check. `typescript` itself stays at 6, whose JavaScript API
 * typescript-eslint and the layering test read the code through; 7 has none yet.
 */
const typeChecker = 'node_modules/typescript-7/bin/tsc'

/** Where the static checks keep what they found of files that have not changed since. */
const cache = 'node_modules/.cache/checks'

async function main(): Promise<void> {
  const chromium = await ensureChromium()
  const nginx = await ensureNginx()
  // Only the Firefox tests need Firefox: where it cannot be installed they are skipped, saying why.
  const firefox = await ensureFirefox().catch((error: unknown) => {
    if (!(error instanceof CannotInstallError)) throw error
    console.error(`Skipping the Firefox tests: ${error.message}`)
  })
  const postgres = await ensurePostgres()
  // Only the Supabase CLI tests need PostgreSQL: without it they are skipped, saying why, and the rest run.
  if (!postgres.found) console.error(`Skipping the Supabase CLI tests: ${postgres.reason}`)
  const args = process.argv.slice(2)
  // The static checks run beside the tests, whose start (building the site) leaves a core idle; what
  // they print is held until the tests have ended. ESLint and Prettier keep what they learnt of
  // unchanged files in node_modules/.cache, so a second run checks only what changed. The type check
  // starts afresh each time: it takes seconds beside minutes of tests, and checking on from a record
  // of an older tree has run it out of memory (4 GB) where a fresh check needs 1 GB.
  const checks = captureSideBySide(
    args.length === 0
      ? [
          [typeChecker, ['--noEmit']],
          [bin('eslint'), ['--cache', '--cache-location', `${cache}/eslint/`, '.']],
          [bin('prettier'), ['--check', '--cache', '--cache-location', `${cache}/prettier.json`, '.']],
        ]
      : [],
  )
  const tested = await run(bin('vitest'), ['run', ...args], {
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      ...(firefox ? { FIREFOX_PATH: firefox } : {}),
      NGINX_PATH: nginx,
      ...(postgres.found ? { POSTGRES_BIN_DIR: postgres.binDir } : {}),
    },
  }).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  const { output, failures } = await checks
  process.stdout.write(output)
  const failed = [...failures, ...(tested ? [tested] : [])]
  if (failed.length > 0) throw new Error(failed.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
