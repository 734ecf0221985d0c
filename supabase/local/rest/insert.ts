import { bodyObjects, checkColumns, type BodyObject } from './body.ts'
import type { Context, Handler } from './context.ts'
import { restError } from './errors.ts'
import type { Rows } from './rows.ts'
import { Params, quote, tableSql } from './sql.ts'
import { concatRows, runWrite, writeResponse } from './write.ts'

/** Objects `from`..`to` (1-based, inclusive) of the body, inserted into `columns`. */
interface Run {
  from: number
  to: number
  columns: string[]
}

/**
 * With `missing=default` a key an object lacks must take the column's default, which only leaving the
 * column out of the INSERT gives (defaults may be sequences, now(), identity); so consecutive objects
 * with the same keys are inserted together, and the body order is kept. Otherwise one run, missing = null.
 */
function runs(objects: BodyObject[], columns: string[], missingDefault: boolean): Run[] {
  if (!missingDefault) return objects.length === 0 ? [] : [{ from: 1, to: objects.length, columns }]
  const result: Run[] = []
  objects.forEach((object, index) => {
    const own = columns.filter((column) => column in object)
    const last = result.at(-1)
    if (last && last.columns.join() === own.join()) last.to = index + 1
    else result.push({ from: index + 1, to: index + 1, columns: own })
  })
  return result
}

function conflictSql({ query, prefer, table }: Context, columns: string[]): string {
  if (prefer.resolution === undefined) return ''
  const target = query.onConflict ?? table.primaryKey
  checkColumns(table, target)
  const on = target.length === 0 ? ' on conflict' : ` on conflict (${target.map(quote).join(', ')})`
  if (prefer.resolution === 'ignore-duplicates' || columns.length === 0) return `${on} do nothing`
  if (target.length === 0) {
    throw restError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
      'Name the conflict columns with on_conflict, or give the table a primary key.',
    )
  }
  return `${on} do update set ${columns.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(', ')}`
}

/** POST: inserts the body's objects, or upserts them under `Prefer: resolution=…`. */
export const insert: Handler = async (context) => {
  const { table, query, request, prefer } = context
  const { objects, arrayJson } = bodyObjects(request.body)
  // The `columns` parameter chooses the columns and lets other keys pass unread, as in PostgREST.
  const columns = query.columns ?? [...new Set(objects.flatMap((object) => Object.keys(object)))]
  checkColumns(table, columns)
  const parts: Rows[] = []
  for (const run of runs(objects, columns, prefer.missingDefault)) {
    const params = new Params()
    const json = params.add(arrayJson)
    const from = params.add(String(run.from))
    const to = params.add(String(run.to))
    const target = run.columns.length === 0 ? '' : ` (${run.columns.map(quote).join(', ')})`
    const values = run.columns.map((column) => `_p.${quote(column)}`).join(', ')
    // json_populate_record converts each JSON value to its column's type (jsonb, text[], timestamptz…).
    const statement =
      `insert into ${tableSql(table.name)}${target} select ${values} ` +
      `from json_array_elements(${json}::json) with ordinality as _e(v, i), json_populate_record(null::${tableSql(table.name)}, _e.v) as _p ` +
      `where _e.i between ${from} and ${to} order by _e.i${conflictSql(context, run.columns)}`
    parts.push(await runWrite(context, statement, params.values))
  }
  return writeResponse(context, concatRows(parts), 'created')
}
