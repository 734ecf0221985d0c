// What the bench keeps of a Lighthouse report, and the median of several runs of one page, as the
// harness's lh-summary.mjs takes it: each score's and metric's own median, not the median run.
import { designedAuditFailures, goals, median } from './goals.ts'

/** The part of a Lighthouse result (lhr) the bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message?: string }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>
}

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]

export interface LighthouseFigures {
  /** Out of 100. */
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The page load's transfer size (total-byte-weight). */
  transferBytes: number
}

export interface LighthouseRun extends LighthouseFigures {
  /** Audits that count towards a score and did not pass: below 0.9 for a performance metric (Lighthouse's green), below 1 elsewhere. */
  failingAudits: string[]
  /** The same audits, by the category they count in. */
  failingIn: Record<Category, string[]>
}

export type LighthouseOutcome = LighthouseRun | { error: string }

/** Reads the scores, metrics and failing audits of one Lighthouse run. */
export function readReport(lhr: LighthouseReport): LighthouseOutcome {
  if (lhr.runtimeError) return { error: lhr.runtimeError.code }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
  const failingIn = Object.fromEntries(
    categories.map((category) => [
      category,
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(({ id, weight }) => {
          const audited = lhr.audits[id]?.score
          return weight > 0 && audited != null && audited < (category === 'performance' ? 0.9 : 1)
        })
        .map(({ id }) => id),
    ]),
  ) as Record<Category, string[]>
  return {
    scores: Object.fromEntries(categories.map((category) => [category, score(category)])) as Record<Category, number>,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    failingAudits: categories.flatMap((category) => failingIn[category]),
    failingIn,
  }
}

export interface LighthouseSummary {
  site: string
  route: string
  runs: number
  /** Why the runs that gave no report failed. */
  errors: string[]
  /** Undefined when no run gave a report. */
  median?: LighthouseFigures
  /** Every audit that failed in some run, with how many runs it failed in: `label-content-name-mismatch (2/3)`. */
  failingAudits: string[]
  /** Every audit that failed in some run, by the category it counts in. */
  failingIn: Record<Category, string[]>
}

/** The medians of one page's runs on one site. */
export function summariseRuns(site: string, route: string, outcomes: readonly LighthouseOutcome[]): LighthouseSummary {
  const runs = outcomes.filter((o): o is LighthouseRun => !('error' in o))
  const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []))
  const med = (pick: (run: LighthouseRun) => number) => median(runs.map(pick)) ?? Number.NaN
  const counts = new Map<string, number>()
  for (const id of runs.flatMap((run) => run.failingAudits)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return {
    site,
    route,
    runs: runs.length,
    errors,
    ...(runs.length > 0 && {
      median: {
        scores: Object.fromEntries(categories.map((c) => [c, med((run) => run.scores[c])])) as Record<Category, number>,
        fcpMs: med((run) => run.fcpMs),
        lcpMs: med((run) => run.lcpMs),
        tbtMs: med((run) => run.tbtMs),
        cls: med((run) => run.cls),
        transferBytes: med((run) => run.transferBytes),
      },
    }),
    failingAudits: [...counts].map(([id, n]) => `${id} (${n}/${runs.length})`),
    failingIn: Object.fromEntries(
      categories.map((category) => [category, [...new Set(runs.flatMap((run) => run.failingIn[category]))]]),
    ) as Record<Category, string[]>,
  }
}

const short: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best practices',
  seo: 'SEO',
}

/** Whether a category's score is held below the goal only by audits its page fails by design. */
function belowByDesign(summary: LighthouseSummary, category: Category): boolean {
  const designed = designedAuditFailures[summary.route] ?? {}
  const failing = summary.failingIn[category]
  return failing.length > 0 && failing.every((id) => id in designed)
}

/** Where one page's medians miss the Lighthouse goals. */
export function lighthouseFailures(summary: LighthouseSummary): string[] {
  const failures =
    summary.errors.length > 0 ? [`${summary.errors.length} run(s) failed: ${summary.errors.join(', ')}`] : []
  const m = summary.median
  if (!m) return failures
  for (const category of categories)
    if (!(m.scores[category] >= goals.lighthouseScore) && !belowByDesign(summary, category))
      failures.push(`${short[category]} ${m.scores[category]}`)
  if ((goals.tbtPages as readonly string[]).includes(summary.route) && !(m.tbtMs <= goals.tbtMs))
    failures.push(`TBT ${Math.round(m.tbtMs)} ms > ${goals.tbtMs} ms`)
  return failures
}

/** The categories one page scores below the goal in by design only, each with its audits and their reasons. */
export function lighthouseExemptions(summary: LighthouseSummary): string[] {
  const m = summary.median
  if (!m) return []
  const designed = designedAuditFailures[summary.route] ?? {}
  return categories
    .filter((category) => m.scores[category] < goals.lighthouseScore && belowByDesign(summary, category))
    .map(
      (category) =>
        `${short[category]} ${m.scores[category]} by design: ` +
        summary.failingIn[category].map((id) => `${id} (${designed[id]})`).join(', '),
    )
}
