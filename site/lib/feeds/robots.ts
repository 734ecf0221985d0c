import { site } from '../../site.config.ts'

/** The /robots.txt: every crawler may read the site except the given paths (e.g. '/admin/'). */
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
