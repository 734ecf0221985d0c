import { parseError, restError } from './errors.ts'

/** Which rows to return: skip `offset`, then at most `limit` (no limit when undefined). */
export interface RowRange {
  offset: number
  limit: number | undefined
}

function count(name: 'limit' | 'offset', value: string | null): number | undefined {
  if (value === null) return undefined
  const number = /^\d+$/.test(value) ? Number(value) : NaN
  if (!Number.isSafeInteger(number)) throw parseError(`${name} parameter`, value, 0, 'expecting a non-negative integer')
  return number
}

/** `Range: 0-9` (optionally `items=0-9`), as read requests may send instead of limit and offset. */
function headerRange(header: string | null): { lower: number; upper: number } | undefined {
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const lower = Number(match[1])
  const upper = match[2] ? Number(match[2]) : Infinity
  if (upper < lower)
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    )
  return { lower, upper }
}

/** Reads limit, offset and, for reads, the Range header; when both are given the rows are those both allow, as in PostgREST. */
export function parseRange(searchParams: URLSearchParams, headers: Headers, isRead: boolean): RowRange {
  const offset = count('offset', searchParams.get('offset')) ?? 0
  const limit = count('limit', searchParams.get('limit'))
  const header = isRead ? headerRange(headers.get('range')) : undefined
  if (!header) return { offset, limit }
  const lower = Math.max(offset, header.lower)
  const upper = Math.min(limit === undefined ? Infinity : offset + limit - 1, header.upper)
  return { offset: lower, limit: upper === Infinity ? undefined : Math.max(0, upper - lower + 1) }
}

/**
 * The range PostgREST reads under `max_rows`: never more than `maxRows` rows from the requested offset,
 * whatever limit or Range was asked for. PostgREST applies it to reads only: from version 10 on (12 and 13
 * included) the rows a POST, PATCH or DELETE returns under `return=representation` are all sent back, as
 * the cap never limited what such a request changed.
 */
export function capRange(range: RowRange, maxRows: number | undefined): RowRange {
  if (maxRows === undefined) return range
  return { offset: range.offset, limit: Math.min(range.limit ?? Infinity, maxRows) }
}
