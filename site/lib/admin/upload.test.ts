import { expect, it } from 'vitest'
import { maxImageWidth, storedSize } from './upload.ts'

it('keeps an image at most 2400 px wide as it is', () => {
  expect(storedSize(1600, 900)).toEqual({ width: 1600, height: 900 })
  expect(storedSize(maxImageWidth, 10)).toEqual({ width: 2400, height: 10 })
})

it('scales a wider image down to 2400 px, keeping its shape', () => {
  expect(storedSize(4800, 3200)).toEqual({ width: 2400, height: 1600 })
  expect(storedSize(3000, 1001)).toEqual({ width: 2400, height: 801 })
})

it('never scales a very wide strip down to nothing', () => {
  expect(storedSize(100_000, 2)).toEqual({ width: 2400, height: 1 })
})
