import { orderSql, rangeSql, selectListSql, whereSql } from './clauses.ts'
import type { Handler } from './context.ts'
import { restError } from './errors.ts'
import { capRange } from './parse-range.ts'
import { aggregateSql, contentRange, queryRows, rowsBody } from './rows.ts'
import { Params, tableSql } from './sql.ts'

/** GET and HEAD: the filtered, ordered, paged rows, with the total when `Prefer: count=…` asks for it. */
export const read: Handler = async ({ db, request, table, query, prefer, representation, settings }) => {
  const range = capRange(query.range, settings.maxRows)
  const params = new Params()
  const from = tableSql(table.name)
  const where = whereSql(table.name, query.filters, params)
  const inner = `select ${selectListSql(table.name, query.select)} from ${from}${where}${orderSql(table.name, query.order)}${rangeSql(range, params)}`
  const total = prefer.count ? `, (select count(*) from ${from}${where})::int as total` : ''
  const rows = await queryRows<{ total?: number }>(
    db,
    aggregateSql(inner, representation.stripNulls, total),
    params.values,
  )
  const { offset } = range
  // PostgREST's range statuses: past the end is 416, a page of a larger whole is 206.
  if (rows.total !== undefined && offset > rows.total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${rows.total} rows.`,
    )
  }
  const body = rowsBody(rows, representation)
  return {
    status: rows.total !== undefined && rows.count < rows.total ? 206 : 200,
    headers: {
      'content-type': representation.contentType,
      'content-range': contentRange(offset, rows.count, rows.total),
    },
    body: request.method.toUpperCase() === 'HEAD' ? null : body,
  }
}
