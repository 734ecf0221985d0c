import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // As in vite.config.ts: '@/' is site/. Both projects extend this root config to get it.
  resolve: { alias: { '@/': fileURLToPath(new URL('./site/', import.meta.url)) } },
  test: {
    // Two test files at a time, whatever the machine: most of a file's time is spent waiting on
    // Chromium or on the stand-in's Postgres, so even two cores keep both busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['site/**/*.test.ts', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'supabase/**/*.test.ts'],
          exclude: ['site/e2e/**', 'node_modules/**'],
          // One module graph per worker, not per file: importing the libraries again for each of a
          // hundred files was a quarter of the unit tests' time. Files leave no state behind (each
          // backend on its own port, the environment restored), and spies are restored after each test.
          isolate: false,
          restoreMocks: true,
          // After the browser tests, as a group of their own, so that a worker goes on from one unit
          // file to the next with its modules loaded instead of being replaced for a browser test.
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
          name: 'e2e',
          sequence: { groupOrder: 0 },
          include: ['site/e2e/**/*.test.ts'],
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
