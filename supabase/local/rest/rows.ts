import { restError } from './errors.ts'
import type { Representation } from './negotiate.ts'
import type { Queryable } from './types.ts'

/** Rows as Postgres serialised them: the JSON array, its first element, and how many there are. */
export interface Rows {
  body: string
  first: string | null
  count: number
}

export const noRows: Rows = { body: '[]', first: null, count: 0 }

/**
 * Wraps a query so Postgres builds the JSON, the way PostgREST does, so every type (numeric, timestamptz,
 * jsonb, arrays) is written exactly as PostgREST writes it. `extra` adds columns such as a total count.
 */
export function aggregateSql(inner: string, stripNulls: boolean, extra = ''): string {
  const item = stripNulls ? 'json_strip_nulls(to_json(_r))' : '_r'
  return `select coalesce(json_agg(${item}), '[]')::text as body, (json_agg(${item})->0)::text as first, count(*)::int as count${extra} from (${inner}) _r`
}

/** Runs an aggregateSql query and reads its one row. */
export async function queryRows<Extra extends object = object>(
  db: Queryable,
  sql: string,
  params: string[],
): Promise<Rows & Extra> {
  const { rows } = await db.query<Rows & Extra>(sql, params)
  const row = rows[0]
  if (!row) throw new Error('An aggregate query returned no row.')
  return row
}

/** The JSON text to send: the array, or under `.single()` the one object (406 PGRST116 unless exactly one row). */
export function rowsBody(rows: Rows, representation: Representation): string {
  if (!representation.singular) return rows.body
  if (rows.count !== 1 || rows.first === null) {
    throw restError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${rows.count} rows`,
    )
  }
  return rows.first
}

/** PostgREST's Content-Range: first-last/total, with `*` for an unknown total and for the positions when there are no rows. */
export function contentRange(first: number, count: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total)
  return count === 0 ? `*/${size}` : `${first}-${first + count - 1}/${size}`
}
