import { bodyObject, checkColumns } from './body.ts'
import { orderSql, rangeSql, whereSql } from './clauses.ts'
import type { Context, Handler } from './context.ts'
import { restError } from './errors.ts'
import { noRows } from './rows.ts'
import { Params, quote, tableSql } from './sql.ts'
import { runWrite, writeResponse } from './write.ts'

/**
 * The rows a PATCH or DELETE touches. Hosted Supabase loads pg-safeupdate for API requests, so a write
 * without any filter is refused as it is there; limit/offset pick rows by ctid in the given order.
 */
function targetSql({ table, query }: Context, verb: 'UPDATE' | 'DELETE', params: Params): string {
  if (query.filters.length === 0 && !query.ranged) throw restError(400, '21000', `${verb} requires a WHERE clause`)
  const where = whereSql(table.name, query.filters, params)
  if (!query.ranged) return where
  return ` where ctid = any(array(select ctid from ${tableSql(table.name)}${where}${orderSql(table.name, query.order)}${rangeSql(query.range, params)}))`
}

/** PATCH: sets the body's columns on every row the filters match. */
export const update: Handler = async (context) => {
  const { table, request } = context
  const object = bodyObject(request.body)
  const columns = Object.keys(object)
  checkColumns(table, columns)
  const params = new Params()
  const json = params.add(request.body)
  const where = targetSql(context, 'UPDATE', params)
  // PostgREST answers an empty object by changing nothing.
  if (columns.length === 0) return writeResponse(context, noRows, 'changed')
  const list = columns.map(quote).join(', ')
  const statement = `update ${tableSql(table.name)} set (${list}) = (select ${list} from json_populate_record(null::${tableSql(table.name)}, ${json}::json))${where}`
  return writeResponse(context, await runWrite(context, statement, params.values), 'changed')
}

/** DELETE: removes every row the filters match. */
export const remove: Handler = async (context) => {
  const params = new Params()
  const where = targetSql(context, 'DELETE', params)
  return writeResponse(
    context,
    await runWrite(context, `delete from ${tableSql(context.table.name)}${where}`, params.values),
    'changed',
  )
}
