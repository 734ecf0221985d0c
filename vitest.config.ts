import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The site tiers build and drive browsers on a machine that may be busy. */
const siteTimeouts = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page hydrates, a toast appears, a rebuild lands: on a busy two-core machine that can take
  // seconds, not the one second expect.poll waits by default. A poll that holds returns at once.
  expect: { poll: { timeout: 10_000 } },
}

export default defineConfig({
  // As in vite.config.ts: '@/' is site/. Every project extends this root config to get it.
  resolve: { alias: { '@/': fileURLToPath(new URL('./site/', import.meta.url)) } },
  test: {
    // Three test files at a time on any machine: a browser test spends much of its time waiting (on a
    // page, a rebuild, a retry's back-off) and a third file keeps the cores busy meanwhile. Measured on
    // two cores: 97 % busy with three, 88 % with two.
    maxWorkers: 3,
    // Three tiers by what a test needs, each runnable alone (`npm test -- --project unit`):
    // unit: nothing but the code (no backend, no build, no browser), in well under a minute;
    // backend: the stand-in, PostgreSQL, Deno or the CLI's processes (`*.backend.test.ts`);
    // site: a built site, served and driven in browsers (`site/e2e/`, and `*.build.test.ts`), in two
    // projects run together, `site:pages` on the build they share and `site:builds` for the files that
    // build a site of their own, named `*.build.test.ts` (`npm run test:site` runs both).
    // All run together, the files of one project after another's in the order of the projects' names
    // (longest first within a project), so the cheap unit files fill the end of the run.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['site/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/**/*.test.ts'],
          exclude: ['**/*.backend.test.ts', '**/*.build.test.ts', 'site/e2e/**', 'node_modules/**'],
          // One module graph per worker, not per file: importing the libraries again for each of a
          // hundred files was a quarter of the unit tests' time. Files leave no state behind, and
          // spies are restored after each test.
          isolate: false,
          restoreMocks: true,
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          include: ['**/*.backend.test.ts'],
          exclude: ['node_modules/**'],
          isolate: false,
          restoreMocks: true,
          // Starting the stand-in (Postgres in WebAssembly) from its saved copy takes about a second, but
          // the first start after a migration changes replays every script, on a machine that may be busy.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site:pages',
          include: ['site/e2e/**/*.test.ts'],
          exclude: ['**/*.build.test.ts', 'node_modules/**'],
          // Browser tests against the one built site: a worker goes on from file to file with Playwright,
          // Chromium, the stand-in and the site's libraries loaded once. Each file opens and closes its
          // own browser contexts and backends, so no state passes from one file to the next.
          isolate: false,
          // Builds the site these files share, serves it, and starts the backend it was built against.
          globalSetup: ['site/e2e/global-setup.ts'],
          ...siteTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'site:builds',
          // Each file in a process of its own: a file that builds and serves a site of its own renders
          // with that build, and Vike keeps the build it runs in process-wide state. Named to start
          // before site:pages (see above), so these long files are not left to the end.
          include: ['**/*.build.test.ts'],
          ...siteTimeouts,
        },
      },
    ],
  },
})
