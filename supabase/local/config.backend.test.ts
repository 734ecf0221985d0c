import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { configTomlPath, parseMaxRows, projectMaxRows } from './config.ts'
import { startLocalSupabase } from './index.ts'
import { clientFor, postRow } from './test-support.ts'

describe('[api] max_rows', () => {
  test('is read from its own section, comments aside', () => {
    const toml = '[db]\nmax_rows = 7\n\n[api]\nport = 54321 # the API\nmax_rows = 250 # rows per read\n'
    expect(parseMaxRows(toml)).toBe(250)
  })

  test("is Supabase's 1000 when the file leaves it out", () => {
    expect(parseMaxRows('[api]\nport = 54321\n')).toBe(1000)
  })

  test('a value that is not a positive whole number names the file and line', () => {
    expect(() => parseMaxRows('[api]\nmax_rows = "lots"\n')).toThrow(
      'supabase/config.toml:2: [api] max_rows must be a positive whole number of rows, not "lots"',
    )
    expect(() => parseMaxRows('[api]\nmax_rows = 0\n')).toThrow('max_rows must be a positive whole number')
  })

  test("the project's value is what config.toml says", () => {
    const declared = /^max_rows\s*=\s*(\d+)/m.exec(readFileSync(configTomlPath, 'utf8'))?.[1]
    expect(projectMaxRows()).toBe(Number(declared))
  })

  test('the stand-in caps reads at the maxRows option, as hosted PostgREST caps them at max_rows', async () => {
    const supabase = await startLocalSupabase({ port: false, functions: {}, maxRows: 2 })
    try {
      const service = clientFor(supabase, supabase.serviceRoleKey)
      await service.from('blog_posts').insert([postRow(), postRow(), postRow()]).throwOnError()
      const page = await service.from('blog_posts').select('slug', { count: 'exact' }).range(0, 9)
      expect([page.status, page.data?.length, page.count]).toEqual([206, 2, 3])
    } finally {
      await supabase.stop()
    }
  })
})
