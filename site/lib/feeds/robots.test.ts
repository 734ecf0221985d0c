import { expect, it } from 'vitest'
import { robotsTxt } from './index.ts'

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
