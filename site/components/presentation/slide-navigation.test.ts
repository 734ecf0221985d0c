import { expect, it } from 'vitest'
import { clampSlide, slideFromHash } from './slide-navigation.ts'

it('reads both hash forms', () => {
  expect(slideFromHash('#slide-7', 13)).toBe(7)
  expect(slideFromHash('#7', 13)).toBe(7)
})

it('clamps a hash beyond either end of the deck', () => {
  expect(slideFromHash('#slide-99', 13)).toBe(13)
  expect(slideFromHash('#0', 13)).toBe(1)
  expect([clampSlide(-2, 13), clampSlide(14, 13), clampSlide(5, 13)]).toEqual([1, 13, 5])
})

it('ignores a hash that names no slide', () => {
  for (const hash of ['', '#', '#main', '#slide-', '#slide-3x', '#slide-1.5'])
    expect(slideFromHash(hash, 13)).toBeUndefined()
})
