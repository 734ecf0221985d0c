import { site } from '../../site.config.ts'

/**
 * What no crawler should read: the staff area, and article previews (drafts shared by link; the
 * page is also noindex and outside the sitemap). '/preview' covers the page at /preview and /preview/.
 */
export const disallowedPaths: readonly string[] = ['/admin/', '/preview']

/** The /robots.txt: every crawler may read the site except the given paths (e.g. disallowedPaths). */
export function robotsTxt(options: { disallow: readonly string[] }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...options.disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n')
}
