import { afterEach, expect, it, vi } from 'vitest'
import { printReport, type BenchReport } from './bench-print.ts'
import { noAssets } from './bench-site.ts'

// A run in which the site's build failed, and everything that needed it with it: the report still
// comes out, naming what failed, with the figures the other steps made.
const report: BenchReport = {
  environment: { date: '2026-11-28T00:00:00Z', node: 'v20', lighthouse: '12', cores: 2, loadAverage: {} },
  ours: { dir: 'dist/client', pages: [], uniqueAssets: noAssets },
  bytes: [],
  unchecked: ['Lighthouse, which needs the built site'],
  failed: [{ step: 'the build of the site', reason: 'vike build exited with code 1' }],
}

afterEach(() => vi.restoreAllMocks())

function printed(json: boolean): string {
  const lines: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
  printReport(report, json)
  return lines.join('\n')
}

it('prints the steps that failed beside the figures of the others, for people', () => {
  const text = printed(false)
  expect(text).toContain('Steps that failed (1); their figures are missing above:')
  expect(text).toContain('✗ the build of the site: vike build exited with code 1')
  expect(text).toContain('not checked: Lighthouse, which needs the built site')
})

it('writes the steps that failed into the --json document', () => {
  const document = JSON.parse(printed(true))
  expect(document.stepsFailed).toEqual(report.failed)
  expect(document.unchecked).toEqual(report.unchecked)
})
