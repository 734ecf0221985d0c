// Runs every check: types, lint, unit tests and the browser tests against the built site.
// Arguments are passed to Vitest, e.g. `npm test -- site/e2e/navigation.test.ts`.
import { ensureChromium } from './chromium.ts'
import { bin, run, runSideBySide } from './run.ts'

async function main(): Promise<void> {
  const chromium = await ensureChromium()
  const args = process.argv.slice(2)
  if (args.length === 0)
    await runSideBySide([
      [bin('tsc'), ['--noEmit']],
      [bin('eslint'), ['.']],
      [bin('prettier'), ['--check', '.']],
    ])
  await run(bin('vitest'), ['run', ...args], { env: { ...process.env, CHROMIUM_PATH: chromium } })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
