import { readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { sitePaths } from './site-routes.ts'

// Not a post's link target: the admin, the error page, and the article preview (opened by a shared link).
it('lists every public page that site/pages routes, and nothing else', () => {
  const routed = readdirSync('site/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('+Page.tsx'))
    .map((file) => `/${file.slice(0, -'/+Page.tsx'.length)}`.replace(/^\/index$/, '/'))
    .filter((path) => !/^\/(admin|_error|preview)(\/|$)|@/.test(path))
  expect([...sitePaths].sort()).toEqual(routed.sort())
})
