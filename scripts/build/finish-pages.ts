// The steps that finish a page Vike rendered, in their one order: its module preloads out, its own
// CSS in (page-css.ts), then its policy, which lists that CSS's hash (security-headers.ts). The build
// puts every page through them reading and writing each file once; the local site's refresher puts
// through each page it renders again.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { indexedPath } from './discovery.ts'
import { createPageCss } from './page-css.ts'
import {
  apiOriginOf,
  pageSources,
  policyMeta,
  scriptStyles,
  withPolicy,
  writeHeadersFile,
  type PolicySources,
} from './security-headers.ts'
import { pageNamingShareImage, type PageImage } from './share-images/site.ts'

/**
 * Removes the <link rel="modulepreload"> tags Vike adds for a hydrating page's chunks. Browsers
 * fetch them at high priority, competing with the first paint of a page that is already complete
 * as HTML; without them the entry script pulls its chunks in after the page is up.
 */
export const withoutModulePreloads = (html: string): string => html.replace(/<link rel="modulepreload"[^>]*>/g, '')

/** A page as it is served, and what the site-wide files need to know of it. */
export interface FinishedPage {
  html: string
  /** What its policy allows inline; the header sent with every file allows it too. */
  sources: PolicySources
  /** The path a sitemap lists it at, or null for a page it leaves out. */
  indexed: string | null
}

export interface PageFinisher {
  /** Finishes a page rendered to `html`, its file relative to the client folder (`insights/x/index.html`). */
  finish(html: string, file: string): Promise<FinishedPage>
}

/** Starts finishing the pages of the site built in `clientDir` against the backend `env` names. */
export function createPageFinisher(clientDir: string, env: NodeJS.ProcessEnv): PageFinisher {
  const pageCss = createPageCss({ clientDir })
  const apiOrigin = apiOriginOf(env)
  const added = scriptStyles()
  return {
    async finish(html, file) {
      const styled = await pageCss.apply(withoutModulePreloads(html), file)
      const sources = pageSources(styled, apiOrigin, added)
      const finished = withPolicy(styled, policyMeta(sources), file)
      return { html: finished, sources, indexed: indexedPath(file, finished) }
    },
  }
}

/** What finishing every page learnt for the site-wide files. */
export interface FinishedSite {
  /** The paths the sitemap lists, in the order of the files. */
  indexed: string[]
  /** The article pages that name a share image, and which. */
  shareImagePages: PageImage[]
}

const isArticleFile = (file: string) => /^insights[\\/][^\\/]+[\\/]index\.html$/.test(file)

/**
 * Finishes every page Vike wrote to `clientDir`, each read and written once, and writes `_headers`
 * with the policy that allows what any of them does.
 */
export async function finishPages(clientDir: string, env: NodeJS.ProcessEnv): Promise<FinishedSite> {
  const finisher = createPageFinisher(clientDir, env)
  const sources: PolicySources[] = []
  const site: FinishedSite = { indexed: [], shareImagePages: [] }
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const path = join(clientDir, file)
    const html = readFileSync(path, 'utf8')
    const page = await finisher.finish(html, file)
    if (page.html !== html) writeFileSync(path, page.html)
    sources.push(page.sources)
    if (page.indexed !== null) site.indexed.push(page.indexed)
    const shareImage = isArticleFile(file) ? pageNamingShareImage(path, page.html) : undefined
    if (shareImage) site.shareImagePages.push(shareImage)
  }
  writeHeadersFile(clientDir, sources, apiOriginOf(env))
  return site
}
