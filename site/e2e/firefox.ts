// Firefox for the browser tests: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core
// (playwright-core drives only its own patched Firefox builds, which the network here cannot fetch).
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core'
import { findFirefox } from '../../scripts/tools/firefox.ts'
import { baseUrl, policyViolation } from './browser.ts'
import { fontDelayMs } from './slow-font.ts'

/** The Firefox binary, or why the Firefox tests are skipped. */
export const firefox = findFirefox()
export const firefoxMissing = firefox
  ? undefined
  : 'Firefox is not installed. `npm test` installs firefox-esr when run as root on Debian; elsewhere install it ' +
    '(Debian/Ubuntu: sudo apt-get install -y firefox-esr) or set FIREFOX_PATH to a Firefox binary.'

/**
 * How long Firefox waits for a `font-display: optional` face before keeping the fallback: 100 ms by
 * default. On a machine busy running tests side by side, reading the file from Firefox's own cache can
 * take longer than that, and a page whose font is there would be set in the fallback by chance. A
 * third of the slow link's delay (slow-font.ts) leaves room for that, while a page whose font has to
 * come over that link misses its window as surely as before.
 */
const optionalFontWindowMs = fontDelayMs / 3

/** Launches the system's Firefox, headless. */
export function launchFirefox(): Promise<Browser> {
  if (!firefox) throw new Error(firefoxMissing)
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    extraPrefsFirefox: { 'gfx.downloadable_fonts.fallback_delay_short': optionalFontWindowMs },
  })
}

export interface FirefoxPage {
  page: Page
  /** Console errors, uncaught exceptions and Content-Security-Policy violations seen since the page opened. */
  errors: string[]
  close: () => Promise<void>
}

/** Opens `path` of the built site in a fresh Firefox context (no cache, no storage), recording errors. */
export async function openInFirefox(
  browser: Browser,
  path: string,
  { viewport = { width: 1280, height: 800 }, backend }: { viewport?: Viewport; backend?: Backend } = {},
): Promise<FirefoxPage> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(viewport)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
  // Firefox reports a refused script or style only to its own console; the page's event says it here.
  await page.evaluateOnNewDocument(`addEventListener('securitypolicyviolation', (event) =>
    console.error('${policyViolation} ' + event.effectiveDirective + ' refused ' + (event.blockedURI || 'inline')))`)
  if (backend) await sendCallsTo(page, backend)
  await page.goto(baseUrl() + path)
  return { page, errors, close: () => context.close() }
}

/** Where the page's calls to the API the site was built against are answered instead. */
export interface Backend {
  from: string
  to: string
}

/**
 * Answers the page's calls to `from` from `to`, so that what a test sends (an enquiry, say) reaches a
 * backend of the test file's own, never the one other files check beside it.
 */
async function sendCallsTo(page: Page, { from, to }: Backend) {
  await page.setRequestInterception(true)
  page.on('request', async (request) => {
    if (!request.url().startsWith(from)) return request.continue()
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    )
    try {
      const answer = await fetch(to + request.url().slice(from.length), {
        method: request.method(),
        headers,
        body: request.hasPostData() ? await request.fetchPostData() : undefined,
      })
      // fetch has already decoded the body, so it goes back without its encoding and length.
      const answerHeaders = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      )
      await request.respond({
        status: answer.status,
        headers: answerHeaders,
        body: Buffer.from(await answer.arrayBuffer()),
      })
    } catch (error) {
      // A page closed while a call was on its way has nothing to answer; anything else is the test's.
      if (!page.isClosed()) throw error
    }
  })
}
