// The bench's printed tables: bytes per page, the side-by-side with Astro, Lighthouse and build
// times, each with a mark where a goal of the site's performance fails. Pure: figures in, text out.
import { articleLcpFailures, firstRenderBytes, isArticle, median, pageTotal, type BytesRow } from './goals.ts'
import type { GrowthFigures } from './growth.ts'
import { lighthouseExemptions, lighthouseFailures, type LighthouseSummary } from './lighthouse-summary.ts'
import type { LiveResult } from './live.ts'
import { growthFailures } from './report-growth.ts'

export const FAIL = '✗'
export const PASS = '✓'

/**
 * Aligns a table: the first `left` columns and the last `lastLeft` to the left, figures between them
 * to the right, with a rule under the header and, for a total row, before the last row.
 */
export function formatTable(table: string[][], { left = 1, lastLeft = 0, totalRow = false } = {}): string {
  const widths = table[0]!.map((_, col) => Math.max(...table.map((row) => (row[col] ?? '').length)))
  const leftAligned = (col: number) => col < left || col >= widths.length - lastLeft
  const line = (row: string[]) =>
    row
      .map((cell, col) => (leftAligned(col) ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd()
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 2, -2))
  const body = table.slice(1).map(line)
  if (totalRow) body.splice(-1, 0, rule)
  return [line(table[0]!), rule, ...body].join('\n')
}

/** `1 page`, `2 pages`. */
export const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`

/** Kilobytes with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1)

/** A goal cell: the failures with a cross, a tick where a goal applies and holds, else nothing. */
export function goalCell(failures: readonly string[], applies: boolean): string {
  if (failures.length > 0) return `${FAIL} ${failures.join('; ')}`
  return applies ? PASS : ''
}

const bytesFigures = ({ ours: p }: BytesRow): number[] => [
  p.html.gzip,
  p.css.gzip,
  p.js.gzip,
  p.routerJs.gzip,
  pageTotal(p).gzip,
  p.html.brotli,
  p.css.brotli,
  p.js.brotli + p.routerJs.brotli,
  pageTotal(p).brotli,
]

/** Bytes in full, with thousands separated: `14,600`. */
export const bytes = (n: number): string => n.toLocaleString('en')

/**
 * Our pages: HTML, CSS and JS, gzip and brotli; the first render (HTML + CSS, brotli) in bytes against
 * one initial window, every page's goal; and the JS budget of the interactive pages.
 */
export function bytesTable(rows: readonly BytesRow[]): string {
  const figures = rows.map(bytesFigures)
  const totals = (figures[0] ?? []).map((_, i) => figures.reduce((n, row) => n + row[i]!, 0))
  const header = [
    'page',
    'HTML gz',
    'CSS gz',
    'JS gz',
    'router gz',
    'total gz',
    'HTML br',
    'CSS br',
    'JS br',
    'total br',
  ]
  return formatTable(
    [
      [...header, 'first render B', 'goal'],
      ...rows.map((row, i) => [
        row.route,
        ...figures[i]!.map(kb),
        bytes(firstRenderBytes(row.ours)),
        goalCell(row.failures, true),
      ]),
      [`total (${plural(rows.length, 'page')})`, ...totals.map(kb), '', ''],
    ],
    { totalRow: true, lastLeft: 1 },
  )
}

/** The pages both sites have, brotli, with our total over Astro's: for information, the goals are our own. */
export function comparisonTable(rows: readonly BytesRow[]): string {
  const both = rows.filter((row) => row.astro)
  const ratios = both.filter((row) => isArticle(row.route)).map((row) => row.ratio!)
  return formatTable([
    ['page', 'Astro HTML', 'CSS', 'JS', 'total', 'ours HTML', 'CSS', 'JS', 'total', 'ours/Astro'],
    ...both.map((row) => {
      const a = row.astro!
      const o = row.ours
      return [
        row.route,
        ...[a.html.brotli, a.css.brotli, a.js.brotli + a.routerJs.brotli, pageTotal(a).brotli].map(kb),
        ...[o.html.brotli, o.css.brotli, o.js.brotli + o.routerJs.brotli, pageTotal(o).brotli].map(kb),
        `${row.ratio!.toFixed(2)}×`,
      ]
    }),
    ...(ratios.length > 0
      ? [['articles: median ratio', '', '', '', '', '', '', '', '', `${median(ratios)!.toFixed(2)}×`]]
      : []),
  ])
}

const round = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-')

/** Lighthouse medians per page and site, with the goal marks on our rows; an article's LCP is held to Astro's. */
export function lighthouseTable(summaries: readonly LighthouseSummary[], ours: string): string {
  const lcp = new Map(articleLcpFailures(summaries, ours).map(({ route, failure }) => [route, failure]))
  return formatTable(
    [
      ['page', 'site', 'perf', 'a11y', 'bp', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB', 'runs', 'goal'],
      ...summaries.map((s) => {
        const m = s.median
        const figures = m
          ? [
              ...Object.values(m.scores).map((v) => round(v)),
              round(m.fcpMs),
              round(m.lcpMs),
              round(m.tbtMs),
              round(m.cls, 3),
              kb(m.transferBytes),
            ]
          : Array<string>(9).fill('-')
        const exempt = s.site === ours ? lighthouseExemptions(s) : []
        const goal =
          s.site === ours
            ? goalCell([...lighthouseFailures(s), ...(lcp.has(s.route) ? [lcp.get(s.route)!] : [])], true) +
              (exempt.length > 0
                ? ` (${exempt.map((e) => e.slice(0, e.indexOf(' by design'))).join(', ')} by design)`
                : '')
            : ''
        return [s.route, s.site, ...figures, `${s.runs}${s.errors.length ? `+${s.errors.length} failed` : ''}`, goal]
      }),
    ],
    { left: 2, lastLeft: 1 },
  )
}

/** Every audit that failed in some run, page by page, then the scores below 100 by design and why. */
export function failingAuditsList(summaries: readonly LighthouseSummary[], ours?: string): string {
  const lines = summaries
    .filter((s) => s.failingAudits.length > 0)
    .map((s) => `  ${s.route} (${s.site}): ${s.failingAudits.join(', ')}`)
    .concat(
      summaries.filter((s) => s.site === ours).flatMap((s) => lighthouseExemptions(s).map((e) => `  ${s.route}: ${e}`)),
    )
  return lines.length > 0 ? lines.join('\n') : '  none'
}

export interface GoalFigures {
  bytes?: readonly BytesRow[]
  /** Our Lighthouse summaries only. */
  lighthouse?: readonly LighthouseSummary[]
  /** The Astro harness's, measured in the same run: our articles' LCP is held to theirs. */
  astroLighthouse?: readonly LighthouseSummary[]
  growth?: readonly GrowthFigures[]
  live?: readonly LiveResult[]
  /** What this run did not check, and why. */
  unchecked: readonly string[]
}

/** Every goal that failed in this run, one line each. */
export function goalFailures({ bytes, lighthouse, astroLighthouse, growth, live }: GoalFigures): string[] {
  const lcp = articleLcpFailures([...(lighthouse ?? []), ...(astroLighthouse ?? [])])
  return [
    ...(bytes ?? []).flatMap((row) => row.failures.map((f) => `${row.route}: ${f}`)),
    ...(lighthouse ?? []).flatMap((s) => lighthouseFailures(s).map((f) => `${s.route}: Lighthouse ${f}`)),
    ...lcp.map(({ route, failure }) => `${route}: ${failure}`),
    ...growthFailures(growth, live),
  ]
}

/** The failures of this run, then what it did not check. */
export function goalsSummary(figures: GoalFigures): string {
  const failures = goalFailures(figures)
  const lines =
    failures.length > 0
      ? [
          `${FAIL} ${failures.length} goal failure${failures.length === 1 ? '' : 's'}:`,
          ...failures.map((f) => `  ${FAIL} ${f}`),
        ]
      : [`${PASS} every goal checked in this run holds`]
  return [...lines, ...figures.unchecked.map((u) => `  not checked: ${u}`)].join('\n')
}
