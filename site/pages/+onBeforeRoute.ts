// https://vike.dev/onBeforeRoute
import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { canonicalPathname } from '../lib/seo/index.ts'

/*
 * A static host serves a page at /path and at /path/, and no server runs to normalise the address as
 * Vike's trailingSlash setting would. So every hook and component, in the build and in the browser,
 * sees the page's own path in pageContext.urlPathname, whichever form the visitor's address bar shows.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { href, pathname } = pageContext.urlParsed
  const canonical = canonicalPathname(pathname)
  return canonical === pathname ? undefined : { pageContext: { urlLogical: modifyUrl(href, { pathname: canonical }) } }
}
