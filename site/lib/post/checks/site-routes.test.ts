import { readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { sitePaths } from './site-routes.ts'

it('lists every public page that site/pages routes, and nothing else', () => {
  const routed = readdirSync('site/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('+Page.tsx'))
    .map((file) => `/${file.slice(0, -'/+Page.tsx'.length)}`.replace(/^\/index$/, '/'))
    .filter((path) => !/^\/(admin|_error)(\/|$)|@/.test(path))
  expect([...sitePaths].sort()).toEqual(routed.sort())
})
