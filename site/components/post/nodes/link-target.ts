/** Where a link opens: absolute http(s) links in a new tab, without access to this page; the rest in place. */
export function linkTarget(href: string): { target?: '_blank'; rel?: string } {
  return /^https?:\/\//i.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}
