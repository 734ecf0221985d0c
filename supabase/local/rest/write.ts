import { selectListSql } from './clauses.ts'
import type { Context } from './context.ts'
import { restError } from './errors.ts'
import { aggregateSql, contentRange, noRows, queryRows, rowsBody, type Rows } from './rows.ts'
import { quote } from './sql.ts'
import type { RestResponse } from './types.ts'

/** Whether the client wants the changed rows back (`.select()` after a write). */
export function wantsRows(context: Context): boolean {
  return context.prefer.return === 'representation'
}

/**
 * Runs one data-changing statement (without its RETURNING clause) and collects what it changed.
 * Without a representation it returns `1` only: RETURNING actual columns would make Postgres apply
 * the table's SELECT policies to new rows, and an insert-only policy (a contact form) must still work.
 */
export async function runWrite(context: Context, statement: string, params: string[]): Promise<Rows> {
  const { table, query, representation } = context
  if (!wantsRows(context)) {
    const { rows } = await context.db.query<{ count: number }>(
      `with _w as (${statement} returning 1) select count(*)::int as count from _w`,
      params,
    )
    return { ...noRows, count: rows[0]?.count ?? 0 }
  }
  const inner = `select ${selectListSql(table.name, query.select)} from _w as ${quote(table.name)}`
  // Only the columns the role may read, as PostgREST returns only what was selected: a table whose
  // columns are granted one by one (contact_enquiries) refuses `returning *` to its readers.
  const { rows } = await context.db.query<{ columns: string | null }>(
    `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_catalog.pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and has_column_privilege(attrelid, attnum, 'SELECT')`,
    [`public."${table.name}"`],
  )
  return queryRows(
    context.db,
    `with _w as (${statement} returning ${rows[0]?.columns ?? '*'}) ${aggregateSql(inner, representation.stripNulls)}`,
    params,
  )
}

/** Adds up the rows of several statements, keeping Postgres' JSON text as it is. */
export function concatRows(parts: Rows[]): Rows {
  const filled = parts.filter((part) => part.count > 0)
  if (filled.length <= 1) return filled[0] ?? parts[0] ?? noRows
  const count = filled.reduce((sum, part) => sum + part.count, 0)
  return {
    body: `[${filled.map((part) => part.body.slice(1, -1)).join(', ')}]`,
    first: filled[0]?.first ?? null,
    count,
  }
}

/**
 * The response to a write, as PostgREST sends it: created rows answer 201 with a Content-Range of `*` and the total;
 * changed or deleted rows answer 200 with rows or 204 without, and `Content-Range: 0-(n-1)/total`.
 */
export function writeResponse(context: Context, rows: Rows, kind: 'created' | 'changed'): RestResponse {
  const { prefer, representation } = context
  if (prefer.maxAffected !== undefined && rows.count > prefer.maxAffected) {
    throw restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows.count} rows`,
    )
  }
  // .single() on a write is checked even when no rows are sent back, so a wrong count rolls the write back.
  if (representation.singular) rowsBody(rows, representation)
  const total = prefer.count ? rows.count : undefined
  const range = kind === 'created' ? contentRange(0, 0, total) : contentRange(0, rows.count, total)
  const headers = { 'content-type': representation.contentType, 'content-range': range }
  if (!wantsRows(context)) return { status: kind === 'created' ? 201 : 204, headers, body: null }
  return { status: kind === 'created' ? 201 : 200, headers, body: rowsBody(rows, representation) }
}
