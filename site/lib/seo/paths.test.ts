import { expect, it } from 'vitest'
import { canonicalPathname, pageAddress } from './paths.ts'

it('knows a page by its path without the trailing slash a static host adds, and keeps the root', () => {
  expect(canonicalPathname('/contact/')).toBe('/contact')
  expect(canonicalPathname('/insights/api-first-integration//')).toBe('/insights/api-first-integration')
  expect(canonicalPathname('/contact')).toBe('/contact')
  expect(canonicalPathname('/')).toBe('/')
})

it('addresses a page by its folder, keeping the query and the fragment', () => {
  expect(pageAddress('/contact')).toBe('/contact/')
  expect(pageAddress('/contact/')).toBe('/contact/')
  expect(pageAddress('/contact#form')).toBe('/contact/#form')
  expect(pageAddress('/insights/a?x=1')).toBe('/insights/a/?x=1')
  expect(pageAddress('/insights/a?x=1#y')).toBe('/insights/a/?x=1#y')
  expect(pageAddress('/insights/page/2')).toBe('/insights/page/2/')
  expect(pageAddress('/admin/blog/edit?id=1')).toBe('/admin/blog/edit/?id=1')
  expect(pageAddress('/')).toBe('/')
  expect(pageAddress('/?utm_source=x')).toBe('/?utm_source=x')
})

it('leaves files, other sites, other schemes and fragments as they are', () => {
  for (const href of [
    '/insights/rss.xml',
    '/sitemap.xml',
    '/og/post.jpg?v=1',
    '/404.html',
    '//cdn.example.com/a',
    'https://example.com/contact',
    'mailto:hello@example.com',
    'tel:+911234567',
    '#section',
    '',
  ])
    expect(pageAddress(href)).toBe(href)
})
