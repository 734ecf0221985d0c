import { afterEach, expect, it, vi } from 'vitest'
import { compareBytes } from './goals.ts'
import { printReport, type BenchReport } from './print.ts'
import { noAssets } from './site.ts'

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

it('prints and writes each public page’s first render against the window', () => {
  const sizes = (brotli: number) => ({ raw: brotli * 4, gzip: brotli, brotli })
  const page = (route: string, html: number) => ({
    route,
    html: sizes(html),
    css: sizes(0),
    js: sizes(0),
    routerJs: sizes(0),
  })
  const bytes = compareBytes([page('/', 12_000), page('/presentations/unifysuite360', 15_667)])
  const lines: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
  printReport({ ...report, bytes, failed: [] }, false)
  printReport({ ...report, bytes, failed: [] }, true)
  const [text, json] = lines
  expect(text).toContain('Goals: first render ≤ 14,600 B (one TCP initial window) on every page;')
  expect(text).toMatch(/^\/presentations\/unifysuite360 .* 15,667 +✗ first render 15,667 B > 14,600 B$/m)
  expect(text).toContain('  ✗ /presentations/unifysuite360: first render 15,667 B > 14,600 B')
  const document = JSON.parse(json!)
  expect(document.goals.firstRenderBytes).toBe(14_600)
  expect(document.bytes.rows.map((row: { ours: { firstRender: number } }) => row.ours.firstRender)).toEqual([
    12_000, 15_667,
  ])
  expect(document.failures).toEqual(['/presentations/unifysuite360: first render 15,667 B > 14,600 B'])
})
