// Puts one bench run on stdout: as tables for people, or with --json as one document for machines.
import type { Harness } from './astro.ts'
import { firstRenderBytes, goals, median, pageTotal, startJs, type BytesRow, type PageBytes } from './goals.ts'
import type { GrowthFigures } from './growth.ts'
import type { LighthouseSummary } from './lighthouse-summary.ts'
import { backendReport, type BackendFigures } from './report-backend.ts'
import { growthReport } from './report-growth.ts'
import {
  bytesTable,
  comparisonTable,
  failingAuditsList,
  bytes as fullBytes,
  goalFailures,
  goalsSummary,
  kb,
  lighthouseTable,
  plural,
} from './report.ts'
import type { MeasuredSite } from './site.ts'

/** A step of the run that failed, and why; its figures are missing from the report. */
export interface StepFailure {
  step: string
  reason: string
}

export interface BenchReport {
  environment: {
    date: string
    node: string
    chromium?: string
    lighthouse: string
    cores: number
    /** 1-minute load averages sampled during the Lighthouse runs and the timed builds. */
    loadAverage: Record<string, number[]>
  }
  harness?: Harness
  ours: MeasuredSite
  astro?: MeasuredSite
  bytes: BytesRow[]
  check?: { pages: number; differences: string[] }
  lighthouse?: LighthouseSummary[]
  growth?: GrowthFigures[]
  backend?: BackendFigures
  unchecked: string[]
  /** Steps that failed: the run went on without them, and exits 1. */
  failed: StepFailure[]
}

const describeLoad = (cores: number, samples: number[] = []) =>
  samples.length === 0
    ? 'not sampled'
    : `${Math.min(...samples).toFixed(2)}–${Math.max(...samples).toFixed(2)}, median ${median(samples)!.toFixed(2)} (${plural(cores, 'core')}: fully busy at ${cores})`

const pageFigures = (page: PageBytes) => ({
  html: page.html,
  css: page.css,
  js: page.js,
  routerJs: page.routerJs,
  startJs: startJs(page),
  total: pageTotal(page),
  /** HTML + CSS, brotli, in bytes: held to goals.firstRenderBytes. */
  firstRender: firstRenderBytes(page),
})

/** Writes the report to stdout. */
export function printReport(report: BenchReport, json: boolean): void {
  const {
    environment: env,
    harness,
    ours,
    astro,
    bytes,
    check,
    lighthouse,
    growth,
    backend,
    unchecked,
    failed,
  } = report
  const figures = {
    bytes,
    lighthouse: lighthouse?.filter((s) => s.site === 'ours'),
    astroLighthouse: lighthouse?.filter((s) => s.site !== 'ours'),
    growth,
    live: backend?.live,
    unchecked,
  }
  if (json) {
    const rows = bytes.map((row) => ({
      route: row.route,
      ours: pageFigures(row.ours),
      ...(row.astro && { astro: pageFigures(row.astro), ratio: row.ratio }),
      failures: row.failures,
    }))
    const document = {
      environment: env,
      goals,
      harness: harness ?? null,
      bytes: {
        rows,
        uniqueAssets: { ours: ours.uniqueAssets, astro: astro?.uniqueAssets ?? null },
        crossCheck: check ?? null,
      },
      lighthouse: lighthouse ?? null,
      growth: growth ?? null,
      backend: backend ?? null,
      failures: goalFailures(figures),
      stepsFailed: failed,
      unchecked,
    }
    console.log(JSON.stringify(document, null, 2))
    return
  }

  const out: string[] = []
  out.push(
    `npm run bench, ${env.date}: Node ${env.node}, ${env.chromium ?? 'no Chromium'}, Lighthouse ${env.lighthouse}, ${plural(env.cores, 'core')}`,
    harness
      ? `Astro harness: ${harness.dir} (Astro built in ${harness.astroDir}, ASTRO_HIGHLIGHT=${harness.highlight})`
      : 'Astro harness: missing, so nothing is compared with Astro',
    '',
    'Bytes per public page, KB (gzip -9 and brotli q11, each file on its own). HTML includes inline <script> and <style>;',
    "JS = scripts and their static imports, as measure.mjs counts; router = the page code Vike's router imports at start;",
    'total = HTML + CSS + JS + router; first render = HTML br + CSS br, in bytes: what the browser needs before it paints.',
    `Goals: first render ≤ ${fullBytes(goals.firstRenderBytes)} B (one TCP initial window) on every page;`,
    `JS + router ≤ ${kb(goals.interactiveJsGzip)} KB gz on ${goals.interactivePages.join(', ')}.`,
    '',
    bytesTable(bytes),
    '',
    `unique assets: CSS ${kb(ours.uniqueAssets.css.gzip)} KB gz, JS ${kb(ours.uniqueAssets.js.gzip)} KB gz (${plural(ours.uniqueAssets.files, 'file')}); ` +
      `${ours.pages.filter((p) => startJs(p).raw > 0 || p.inlineJs > 0).length} of ${ours.pages.length} pages run JavaScript (a file or an inline script)`,
  )
  if (check)
    out.push(
      check.differences.length === 0
        ? `measure.mjs counts the same HTML, CSS and JS bytes on all ${check.pages} pages of both sites`
        : `measure.mjs disagrees on ${check.differences.length} figure(s):\n  ${check.differences.join('\n  ')}`,
    )
  if (astro)
    out.push(
      '',
      `Beside Astro: KB brotli, the pages both have; JS includes the router's page code, as above. For information:`,
      `Astro's pages have no menus, related posts or share button; the articles are held to its paint (Lighthouse, below).`,
      '',
      comparisonTable(bytes),
    )
  if (lighthouse) {
    const runs = Math.max(...lighthouse.map((s) => s.runs + s.errors.length))
    out.push(
      '',
      `Lighthouse ${env.lighthouse}, mobile (default config, simulated throttling), median of ${runs}, the sites taking turns,`,
      `${harness ? "both served by the harness's serve.mjs (brotli)" : "served by the project's static server (gzip)"}. ` +
        `Goal on "ours": ${goals.lighthouseScore} in every category; TBT ≤ ${goals.tbtMs} ms on ${goals.tbtPages.join(', ')}; ` +
        `an article's LCP ≤ Astro's + ${Math.round((goals.articleLcpRatio - 1) * 100)} %.`,
      `load average (1 min) during the runs: ${describeLoad(env.cores, env.loadAverage.lighthouse)}`,
      '',
      lighthouseTable(lighthouse, 'ours'),
      '',
      'failing audits (weighted; below 0.9 for a performance metric, below 1 elsewhere; in how many runs):',
      failingAuditsList(lighthouse, 'ours'),
    )
  }
  if (growth)
    out.push(
      '',
      `load average (1 min) during the builds: ${describeLoad(env.cores, env.loadAverage.buildTime)}`,
      growthReport(growth),
    )
  if (backend) out.push('', backendReport(backend))
  if (failed.length > 0)
    out.push(
      '',
      `Steps that failed (${failed.length}); their figures are missing above:`,
      ...failed.map((failure) => `  ✗ ${failure.step}: ${failure.reason}`),
    )
  out.push('', 'Goals', goalsSummary(figures))
  console.log(out.join('\n'))
}
