import { restError } from './errors.ts'
import { identifierPattern } from './sql.ts'
import type { Queryable } from './types.ts'

/** What the stand-in needs to know about a table: its columns and primary key, in order. */
export interface Table {
  name: string
  columns: string[]
  primaryKey: string[]
}

// pg_catalog rather than information_schema: the latter hides tables the role has no privilege on,
// and a table RLS or grants keep closed must still be found, so Postgres can refuse with its own error.
const lookup = `
select
  (select coalesce(json_agg(a.attname order by a.attnum), '[]') from pg_catalog.pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
  (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
    from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
    where i.indrelid = c.oid and i.indisprimary) as primary_key
from pg_catalog.pg_class c
where c.oid = to_regclass($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')`

/** Finds a table or view in the public schema, or fails with PostgREST's 404 PGRST205. */
export async function findTable(db: Queryable, name: string): Promise<Table> {
  const notFound = restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
  if (!identifierPattern.test(name)) throw notFound
  // Quoted so that to_regclass keeps the name's case instead of folding it.
  const { rows } = await db.query<{ columns: string[]; primary_key: string[] }>(lookup, [`public."${name}"`])
  const row = rows[0]
  if (!row) throw notFound
  return { name, columns: row.columns, primaryKey: row.primary_key }
}
