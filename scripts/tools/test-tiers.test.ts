import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// The unit tier must stay fast and self-contained: a test that starts a backend belongs in a
// `*.backend.test.ts` file, one that builds the site in `*.build.test.ts` or site/e2e/. And the browser
// tests in site/e2e share a process from file to file, which a file that builds a site of its own cannot
// (Vike keeps the build it runs in process-wide state): such a file is a `*.build.test.ts`.
const needsBackend =
  /\b(startLocalSupabase|startWithActors|startHarness|startPostgres|openDatabase)\b|@electric-sql\/pglite/
const needsSite = /\b(buildSite|startSite|launchBrowser)\b|playwright-core|puppeteer-core/

const testFiles = execFileSync('git', ['ls-files', '*.test.ts'], { encoding: 'utf8' })
  .split('\n')
  // This file names what it looks for.
  .filter((file) => file && !file.endsWith('/test-tiers.test.ts'))
const unitFiles = testFiles.filter(
  (file) => !/\.(backend|build)\.test\.ts$/.test(file) && !file.startsWith('site/e2e/'),
)
const sharedBrowserFiles = testFiles.filter((file) => file.startsWith('site/e2e/') && !file.endsWith('.build.test.ts'))
const buildsItsOwnSite = /\b(buildSite|startSite)\b/

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

it('keeps every site/e2e file that builds a site of its own in a process of its own', () => {
  expect(sharedBrowserFiles.length).toBeGreaterThan(0)
  const misplaced = sharedBrowserFiles
    .filter((file) => buildsItsOwnSite.test(readFileSync(file, 'utf8')))
    .map((file) => `${file}: builds a site of its own; name it *.build.test.ts`)
  expect(misplaced).toEqual([])
})
