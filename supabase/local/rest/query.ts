import { jsonDepth, maxJsonDepth } from './body.ts'
import { parseError, restError } from './errors.ts'
import { parseFilter, type Filter } from './parse-filter.ts'
import { parseOrder, type OrderTerm } from './parse-order.ts'
import { parseRange, type RowRange } from './parse-range.ts'
import { parseSelect, type SelectItem } from './parse-select.ts'
import { identifierPattern } from './sql.ts'

/** Everything the query string says, parsed and checked before any SQL is written. */
export interface Query {
  select: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  range: RowRange
  /** Whether limit or offset were given at all (writes treat that as "change only these rows"). */
  ranged: boolean
  onConflict: string[] | undefined
  columns: string[] | undefined
}

/** Query parameters that are not filters. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'])

/** `a,b` or `"a","b"` (supabase-js quotes `columns`); every name must be a plain identifier. */
function columnList(name: string, value: string | null): string[] | undefined {
  if (value === null) return undefined
  let offset = 0
  return value.split(',').map((part) => {
    const column = part.trim().replace(/^"(.*)"$/, '$1')
    if (!identifierPattern.test(column))
      throw parseError(`${name} parameter`, value, offset, 'expecting a comma-separated list of column names')
    offset += part.length + 1
    return column
  })
}

/** Parses a request's query string (and, for reads, its Range header). */
export function parseQuery(searchParams: URLSearchParams, headers: Headers, isRead: boolean): Query {
  const filters: Filter[] = []
  for (const [key, value] of searchParams) {
    if (reserved.has(key)) continue
    if (jsonDepth(value) > maxJsonDepth)
      throw restError(
        400,
        'PGRST100',
        `"failed to parse filter (${key})"`,
        `The value is nested more than ${maxJsonDepth} levels deep`,
      )
    filters.push(parseFilter(key, value))
  }
  return {
    select: parseSelect(searchParams.get('select')),
    filters,
    order: parseOrder(searchParams.get('order')),
    range: parseRange(searchParams, headers, isRead),
    ranged: searchParams.has('limit') || searchParams.has('offset'),
    onConflict: columnList('on_conflict', searchParams.get('on_conflict')),
    columns: columnList('columns', searchParams.get('columns')),
  }
}
