import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// The unit tier must stay fast and self-contained: a test that starts a backend belongs in a
// `*.backend.test.ts` file, one that builds the site in `*.build.test.ts` or site/e2e/.
const needsBackend =
  /\b(startLocalSupabase|startWithActors|startHarness|startPostgres|openDatabase)\b|@electric-sql\/pglite/
const needsSite = /\b(buildSite|startSite|launchBrowser)\b|playwright-core|puppeteer-core/

const unitFiles = execFileSync('git', ['ls-files', '*.test.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/\.(backend|build)\.test\.ts$/.test(file) && !file.startsWith('site/e2e/'))
  // This file names what it looks for.
  .filter((file) => !file.endsWith('/test-tiers.test.ts'))

it('keeps every backend, build and browser out of the unit tier', () => {
  const misplaced = unitFiles.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return needsSite.test(source)
      ? [`${file}: builds or browses; name it *.build.test.ts`]
      : needsBackend.test(source)
        ? [`${file}: starts a backend; name it *.backend.test.ts`]
        : []
  })
  expect(misplaced).toEqual([])
})
