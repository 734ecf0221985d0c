/**
 * The form of a path the site links to and names as canonical: no trailing slash, except the root.
 * Static hosts serve a folder's page at both `/path` and `/path/` (GitHub Pages sends the first to the second).
 */
export function canonicalPathname(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}
