import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // As in vite.config.ts: '@/' is site/. Both projects extend this root config to get it.
  resolve: { alias: { '@/': fileURLToPath(new URL('./site/', import.meta.url)) } },
  test: {
    // Two test files at a time, whatever the machine: most of a file's time is spent waiting on
    // Chromium or on the stand-in's Postgres, so even two cores keep both busy.
    maxWorkers: 2,
    // Three tiers by what a test needs, each runnable alone (`npm test -- --project unit`):
    // unit: nothing but the code (no backend, no build, no browser), in well under a minute;
    // backend: the stand-in, PostgreSQL, Deno or the CLI's processes (`*.backend.test.ts`);
    // site: a built site, served and driven in browsers (`site/e2e/`, and `*.build.test.ts`).
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
          sequence: { groupOrder: 2 },
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
          // After the browser tests, as a group of their own, so that a worker goes on from one file
          // to the next with its modules loaded instead of being replaced for a browser test.
          sequence: { groupOrder: 1 },
          // Starting the stand-in (Postgres in WebAssembly) from its saved copy takes about a second, but
          // the first start after a migration changes replays every script, on a machine that may be busy.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          sequence: { groupOrder: 0 },
          // Each file in a process of its own (unlike the other tiers): a file that serves a site renders
          // with that site's build, and Vike keeps the build it runs in process-wide state.
          include: ['site/e2e/**/*.test.ts', '**/*.build.test.ts'],
          exclude: ['node_modules/**'],
          globalSetup: ['site/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page hydrates, a toast appears, a rebuild lands: on a busy two-core machine that can take
          // seconds, not the one second expect.poll waits by default. A poll that holds returns at once.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
