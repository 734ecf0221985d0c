import { Cursor } from './cursor.ts'
import { identifierPattern } from './sql.ts'

/** One entry of `select=`: every column, or one column under an optional alias and cast. */
export type SelectItem =
  { kind: 'star' } | { kind: 'column'; column: string; alias: string | undefined; cast: string | undefined }

/** The casts `column::type` may name, and the SQL type each becomes. */
export const casts: Record<string, string> = {
  text: 'text',
  int: 'integer',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  date: 'date',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
}

const unsupported =
  'the local stand-in supports `*`, columns, `alias:column` and `column::cast` only (no embedded resources, JSON paths, spreads or aggregates)'

/** Parses `select=` as supabase-js sends it (whitespace already removed); absent means `*`, empty means no columns. */
export function parseSelect(value: string | null): SelectItem[] {
  if (value === null) return [{ kind: 'star' }]
  if (value === '') return []
  const cursor = new Cursor(value, 'select parameter')
  const items = [item(cursor)]
  while (cursor.eat(',')) items.push(item(cursor))
  if (!cursor.done) throw cursor.fail(`expecting "," or end of input; ${unsupported}`)
  return items
}

function item(cursor: Cursor): SelectItem {
  if (cursor.eat('*')) return { kind: 'star' }
  const first = name(cursor)
  let alias: string | undefined
  let column = first
  if (!cursor.sees('::') && cursor.eat(':')) {
    alias = first
    column = name(cursor)
  }
  let cast: string | undefined
  if (cursor.eat('::')) {
    const start = cursor.position
    cast = cursor.take(/[a-z]/)
    if (!(cast in casts)) {
      cursor.position = start
      throw cursor.fail(`expecting one of the casts ${Object.keys(casts).join(', ')}`)
    }
  }
  return { kind: 'column', column, alias, cast }
}

/** A plain or double-quoted name; quoting is allowed but the name must still be a plain identifier. */
function name(cursor: Cursor): string {
  const quoted = cursor.eat('"')
  const start = cursor.position
  const text = cursor.take(/[A-Za-z0-9_]/)
  if (!identifierPattern.test(text)) {
    cursor.position = start
    throw cursor.fail(`expecting a column name; ${unsupported}`)
  }
  if (quoted) cursor.expect('"')
  return text
}
