import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { findChromium } from './chromium.ts'

export interface LighthouseResult {
  path: string
  /** Category scores out of 100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/** Runs Lighthouse (mobile, simulated throttling: its defaults) on each path of a served site, one after another. */
export async function lighthouseScores(baseUrl: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const chromePath = findChromium()
  if (!chromePath)
    throw new Error('No Chromium found for Lighthouse: install Debian’s chromium package, or set CHROMIUM_PATH.')
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  })
  try {
    const results: LighthouseResult[] = []
    for (const path of paths) {
      const run = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}.`)
      const { categories: scores, audits } = run.lhr
      const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100)
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
