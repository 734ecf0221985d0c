// A visit on a slow link, for the typeface's tests (firefox.test.ts): the built site served as a host
// serves it, behind a proxy that holds every answer for the font file a second, as a slow connection
// does, so that the first page paints long before the font can be there. What the browser shows is then
// read from the page the same way in Firefox and in Chromium.
import { readFileSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import { join } from 'node:path'
import { createStaticServer, listen } from '../../scripts/serve/static-server.ts'

/**
 * How long each trip to the server for the font takes: thirty times `font-display: optional`'s window,
 * and longer than a browser on a machine busy running tests side by side takes to paint a first page,
 * so that the page has painted, without the font, before the font can arrive.
 */
export const fontDelayMs = 3_000

export interface SlowFontHost {
  url: string
  /** The font requests that reached the server, as `METHOD path` (a check with the server counts too). */
  fontRequests: string[]
  /** Resolves once every font answer asked for so far has been sent in full. */
  fontsSent: () => Promise<void>
  close: () => Promise<void>
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Serves `clientDir` as GitHub Pages does or as a host that reads `_headers` does, the font a second late. */
export async function startSlowFontHost(clientDir: string, { githubPages }: { githubPages: boolean }) {
  const site = createStaticServer(clientDir, { githubPages })
  const siteUrl = await listen(site, 0)
  const fontRequests: string[] = []
  const sending = new Set<Promise<void>>()
  const proxy = createServer((request, response) => {
    const url = request.url ?? '/'
    const pass = () =>
      request.pipe(
        forward(new URL(url, siteUrl), { method: request.method, headers: request.headers }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        }),
      )
    if (!url.endsWith('.woff2')) return pass()
    fontRequests.push(`${request.method} ${url}`)
    const sent = new Promise<void>((resolve) => response.on('close', resolve))
    sending.add(sent)
    setTimeout(pass, fontDelayMs)
  })
  const host: SlowFontHost = {
    url: await listen(proxy, 0),
    fontRequests,
    fontsSent: async () => void (await Promise.all(sending)),
    close: async () => {
      proxy.closeAllConnections()
      await Promise.all([close(proxy), close(site)])
    },
  }
  return host
}

/** The font file a built page preloads, base64-encoded, to measure text in it without the network. */
export function preloadedFont(clientDir: string, href: string): string {
  return readFileSync(join(clientDir, href)).toString('base64')
}

export interface TextFace {
  /** The state of the page's @font-face for the brand typeface, as document.fonts tells it. */
  status: string | undefined
  /** The face the page's main heading is set in, by its width against the same text in each face. */
  face: 'brand' | 'fallback' | 'neither'
}

/**
 * Runs in the page: the status of the brand typeface's @font-face, and the face the <h1> is really set
 * in. A status alone does not tell: Chromium says 'loaded' for a font that came after its window, which
 * the page then never uses. The heading's text is measured as the page sets it, in the font file itself
 * (loaded from `fontData` under another name), and in the fallbacks the page names after the brand.
 */
export async function textFace(fontData: string): Promise<TextFace> {
  const family = 'Plus Jakarta Sans'
  const status = [...document.fonts].find((face) => face.family.replace(/["']/g, '') === family)?.status
  const probe = new FontFace('Brand probe', Uint8Array.from(atob(fontData), (char) => char.charCodeAt(0)).buffer, {
    weight: '200 800',
  })
  document.fonts.add(await probe.load())
  const heading = document.querySelector('h1')!
  const style = getComputedStyle(heading)
  const widthIn = (fontFamily: string) => {
    const text = document.createElement('span')
    text.textContent = heading.textContent
    text.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;font:inherit;letter-spacing:inherit'
    if (fontFamily) text.style.fontFamily = fontFamily
    heading.append(text)
    const width = text.getBoundingClientRect().width
    text.remove()
    return width
  }
  const [own, brand, fallback] = [
    widthIn(''),
    widthIn('"Brand probe"'),
    widthIn(style.fontFamily.split(',').slice(1).join(',')),
  ]
  document.fonts.delete(probe)
  const near = (a: number, b: number) => Math.abs(a - b) < 0.5
  return {
    status,
    face: near(own, brand) && !near(own, fallback) ? 'brand' : near(own, fallback) ? 'fallback' : 'neither',
  }
}

/** Runs in the page: where its text blocks are, to compare before and after the font arrives. */
export function textBoxes(): string[] {
  return [...document.querySelectorAll('h1, h2, h3, p, li, a, button')].slice(0, 200).map((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return [x, y, width, height].map((value) => value.toFixed(1)).join(' ')
  })
}
