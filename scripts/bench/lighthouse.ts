// Lighthouse (the project's devDependency, 12.8.2; its default config is the mobile preset with
// simulated throttling) run as the Astro harness's lighthouse.sh runs it: a fresh Chromium per run
// with the harness's flags, each page several times, the sites taking turns run by run.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from '../tools/chromium.ts'
import { readReport, summariseRuns, type LighthouseOutcome, type LighthouseSummary } from './lighthouse-summary.ts'

/** lighthouse.sh's CHROME_FLAGS, so that both sides run in the same browser setup as the harness's own figures. */
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** One built site being served: a label for the tables, where it is served, and which routes it has. */
export interface ServedSite {
  label: string
  baseUrl: string
  has: (route: string) => boolean
}

/** Runs Lighthouse once on a URL in its own Chromium and keeps the report in `reportFile`. */
export async function lighthouseRun(url: string, reportFile: string): Promise<LighthouseOutcome> {
  const chromePath = findChromium()
  if (!chromePath)
    throw new Error('No Chromium found for Lighthouse: install Debian’s chromium package, or set CHROMIUM_PATH.')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) return { error: 'NO_RESULT' }
    writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr))
    return readReport(result.lhr)
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? 'ERROR' }
  } finally {
    chrome.kill()
  }
}

/**
 * Runs every route `runs` times on every site that has it, the sites interleaved run by run as
 * lighthouse.sh does, so that a busy moment of the machine falls on both; returns each site's medians.
 */
export async function lighthouseSites(
  sites: readonly ServedSite[],
  routes: readonly string[],
  { runs = 3, outDir, progress = () => {} }: { runs?: number; outDir: string; progress?: (line: string) => void },
): Promise<LighthouseSummary[]> {
  const summaries: LighthouseSummary[] = []
  const total = routes.reduce((n, route) => n + sites.filter((site) => site.has(route)).length * runs, 0)
  let done = 0
  for (const route of routes) {
    const present = sites.filter((site) => site.has(route))
    const outcomes = new Map<string, LighthouseOutcome[]>(present.map((site) => [site.label, []]))
    for (let run = 1; run <= runs; run++) {
      for (const site of present) {
        const dir = join(outDir, site.label)
        mkdirSync(dir, { recursive: true })
        const key = route.replace(/^\//, '').replace(/[^\w.-]/g, '_') || 'home'
        const outcome = await lighthouseRun(new URL(route, site.baseUrl).href, join(dir, `${key}-run${run}.json`))
        outcomes.get(site.label)!.push(outcome)
        done++
        progress(
          `lighthouse ${done}/${total}: ${site.label} ${route} run ${run}: ${'error' in outcome ? `failed (${outcome.error})` : `perf ${outcome.scores.performance}`}`,
        )
      }
    }
    for (const site of present) summaries.push(summariseRuns(site.label, route, outcomes.get(site.label)!))
  }
  return summaries
}
