import { expect, it } from 'vitest'
import { disallowedPaths, robotsTxt } from './index.ts'

it('lets every crawler in except the disallowed paths and points to the sitemap', () => {
  expect(robotsTxt({ disallow: ['/admin/', '/contact/thank-you'] }).split('\n')).toEqual([
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /contact/thank-you',
    '',
    'Sitemap: https://www.axonintelligence.example/sitemap.xml',
    '',
  ])
})

it('keeps crawlers out of the admin and the article previews', () => {
  expect(robotsTxt({ disallow: disallowedPaths })).toContain('Disallow: /admin/\nDisallow: /preview\n')
})
