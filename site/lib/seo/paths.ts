/**
 * The path the site's router knows a page by: no trailing slash, except the root. Vike's routes are
 * written that way, and a visitor may arrive at either `/path` or `/path/` (see +onBeforeRoute.ts).
 */
export function canonicalPathname(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

// A site-relative href: one slash, then the path, then any query and fragment.
const siteRelative = /^(\/(?!\/)[^?#]*)(.*)$/s
// The last segment names a file (rss.xml, og-image.jpg), not a page's folder.
const fileName = /\/[^/]*\.[A-Za-z0-9]+$/

/**
 * The address the site links to and names for a page: its folder, with the trailing slash. Every page
 * is a folder's index.html, which GitHub Pages and nginx's usual `try_files $uri $uri/` serve at
 * `/path/` and only redirect to from `/path`. Files keep their names, a query and a fragment are kept,
 * and anything that is not a site-relative path (another site, mailto:, #fragment) is returned as it is.
 */
export function pageAddress(href: string): string {
  const [, path = '', rest = ''] = siteRelative.exec(href) ?? []
  if (!path || path.endsWith('/') || fileName.test(path)) return href
  return `${path}/${rest}`
}
