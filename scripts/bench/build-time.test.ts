import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { pointLinksAtCopies, timedRun } from './build-time.ts'

const dir = mkdtempSync(join(tmpdir(), 'bench-build-time-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('points the copies’ links to an original post at its first copy, and leaves other links alone', () => {
  const post = (links: string) => `---\ntitle: A\n---\n\nSee ${links}.\n`
  writeFileSync(
    join(dir, 'api-first-integration-3.md'),
    post('[maturity](/insights/integration-maturity-model#levels)'),
  )
  writeFileSync(join(dir, 'api-first-integration-10.md'), post('[maturity](/insights/integration-maturity-model)'))
  writeFileSync(join(dir, 'integration-maturity-model-13.md'), post('[API-first](/insights/api-first-integration)'))
  writeFileSync(join(dir, 'integration-maturity-model-6.md'), post('[ERP](/solutions/erp-modernization)'))
  pointLinksAtCopies(dir)
  const read = (name: string) => readFileSync(join(dir, `${name}.md`), 'utf8')
  expect(read('api-first-integration-3')).toContain('(/insights/integration-maturity-model-6#levels)')
  expect(read('api-first-integration-10')).toContain('(/insights/integration-maturity-model-6)')
  expect(read('integration-maturity-model-13')).toContain('(/insights/api-first-integration-3)')
  expect(read('integration-maturity-model-6')).toContain('(/solutions/erp-modernization)')
})

it('counts the CPU time of a command and of every process it starts', async () => {
  // A shell that starts a process which keeps a core busy for 200 ms of CPU time, then prints.
  const busy = 'const t = process.cpuUsage(); while (process.cpuUsage(t).user < 200_000); console.log("done")'
  const run = await timedRun(['sh', '-c', `"${process.execPath}" -e '${busy}'`], { cwd: dir })
  expect(run.stdout.trim()).toBe('done')
  expect(run.cpuMs).toBeGreaterThanOrEqual(200)
})
