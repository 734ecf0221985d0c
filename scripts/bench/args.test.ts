import { describe, expect, it } from 'vitest'
import { parseBenchArgs, UsageError } from './args.ts'

describe('parseBenchArgs', () => {
  it('runs everything, three Lighthouse runs a page, by default', () => {
    expect(parseBenchArgs([])).toEqual({
      json: false,
      runs: 3,
      skipLighthouse: false,
      skipBuildTime: false,
      skipBackend: false,
      skipGrowth: false,
      help: false,
    })
  })

  it('reads the skips, the page filter and the run count', () => {
    const options = parseBenchArgs([
      '--skip-lighthouse',
      '--skip-build-time',
      '--skip-growth',
      '--pages',
      '^/insights',
      '--runs=5',
      '--json',
    ])
    expect(options).toMatchObject({
      json: true,
      runs: 5,
      skipLighthouse: true,
      skipBuildTime: true,
      skipBackend: false,
      skipGrowth: true,
    })
    expect(options.pages?.test('/insights/x')).toBe(true)
    expect(options.pages?.test('/contact')).toBe(false)
  })

  it('refuses an unknown flag, a bad pattern and a run count that is not a whole number', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow(UsageError)
    expect(() => parseBenchArgs(['--pages', '('])).toThrow(/--pages/)
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseBenchArgs(['--runs', '2.5'])).toThrow(/--runs/)
  })
})
