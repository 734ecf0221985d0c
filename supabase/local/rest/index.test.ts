import { expect, test } from 'vitest'
import * as rest from './index.ts'

test('the public surface is handleRest (and its types)', () => {
  expect(Object.keys(rest)).toEqual(['handleRest'])
})
