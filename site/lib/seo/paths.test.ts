import { expect, it } from 'vitest'
import { canonicalPathname } from './paths.ts'

it('drops the trailing slash a static host adds, and keeps the root', () => {
  expect(canonicalPathname('/contact/')).toBe('/contact')
  expect(canonicalPathname('/insights/api-first-integration//')).toBe('/insights/api-first-integration')
  expect(canonicalPathname('/contact')).toBe('/contact')
  expect(canonicalPathname('/')).toBe('/')
})
