import { expect, it } from 'vitest'
import { parseBuildInfo } from './build-info.ts'

const record = {
  builtAt: '2026-05-04T03:02:01.000Z',
  fingerprint: 'a'.repeat(64),
  posts: { 'api-first-integration': '2026-03-02T09:00:00+00:00' },
}

it('reads a build record as build.json holds it', () => {
  expect(parseBuildInfo(JSON.parse(JSON.stringify(record)))).toEqual(record)
})

it.each([
  ['nothing', null],
  ['a list', [record]],
  ['no build time', { ...record, builtAt: undefined }],
  ['a build time that is not one', { ...record, builtAt: 'yesterday' }],
  ['a short fingerprint', { ...record, fingerprint: 'abc' }],
  ['an upper-case fingerprint', { ...record, fingerprint: 'A'.repeat(64) }],
  ['posts as a list', { ...record, posts: ['api-first-integration'] }],
  ['a post without its time', { ...record, posts: { 'api-first-integration': null } }],
])('refuses %s', (_, value) => {
  expect(parseBuildInfo(value)).toBeUndefined()
})
