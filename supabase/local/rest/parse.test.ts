import { describe, expect, test } from 'vitest'
import { parseFilter } from './parse-filter.ts'
import { parseOrder } from './parse-order.ts'
import { parseRange } from './parse-range.ts'
import { parseSelect } from './parse-select.ts'

const condition = (column: string, operator: string, value: string | string[], negated = false, option?: string) => ({
  kind: 'condition',
  column,
  negated,
  operator,
  option,
  value,
})

describe('parseFilter', () => {
  test('a parameter value is taken literally, quotes and commas included', () => {
    expect(parseFilter('title', 'eq."a,b"')).toEqual(condition('title', 'eq', '"a,b"'))
  })

  test('in-lists unquote their items', () => {
    expect(parseFilter('slug', 'not.in.(a,"b,c","d\\"e")')).toEqual(condition('slug', 'in', ['a', 'b,c', 'd"e'], true))
  })

  test('operator options', () => {
    expect(parseFilter('title', 'like(any).{a*,b*}')).toEqual(condition('title', 'like', '{a*,b*}', false, 'any'))
    expect(parseFilter('title', 'fts(english).cat')).toEqual(condition('title', 'fts', 'cat', false, 'english'))
  })

  test('logic trees nest, unquote values and keep array literals whole', () => {
    expect(parseFilter('not.or', '(a.eq."x,y",and(b.cs.{1,2},c.not.is.null))')).toEqual({
      kind: 'logic',
      operator: 'or',
      negated: true,
      children: [
        condition('a', 'eq', 'x,y'),
        {
          kind: 'logic',
          operator: 'and',
          negated: false,
          children: [condition('b', 'cs', '{1,2}'), condition('c', 'is', 'null', true)],
        },
      ],
    })
  })
})

test('parseSelect', () => {
  expect(parseSelect(null)).toEqual([{ kind: 'star' }])
  expect(parseSelect('*,t:title,views::text')).toEqual([
    { kind: 'star' },
    { kind: 'column', column: 'title', alias: 't', cast: undefined },
    { kind: 'column', column: 'views', alias: undefined, cast: 'text' },
  ])
})

test('parseOrder', () => {
  expect(parseOrder('a,b.desc,c.asc.nullsfirst,d.nullslast')).toEqual([
    { column: 'a', direction: undefined, nulls: undefined },
    { column: 'b', direction: 'desc', nulls: undefined },
    { column: 'c', direction: 'asc', nulls: 'first' },
    { column: 'd', direction: undefined, nulls: 'last' },
  ])
})

test('parseRange takes the rows both limit/offset and the Range header allow', () => {
  const range = (query: string, header?: string) =>
    parseRange(new URLSearchParams(query), new Headers(header ? { range: header } : {}), true)
  expect(range('limit=5&offset=2')).toEqual({ offset: 2, limit: 5 })
  expect(range('', '0-9')).toEqual({ offset: 0, limit: 10 })
  expect(range('', 'items=3-')).toEqual({ offset: 3, limit: undefined })
  expect(range('limit=5&offset=2', '4-20')).toEqual({ offset: 4, limit: 3 })
  expect(range('limit=2', 'not a range')).toEqual({ offset: 0, limit: 2 })
})
