// POST /rest/v1/rpc/<function>: a function of the public schema called with named arguments from a
// JSON object, as PostgREST calls it, inside the request's transaction and as the request's role, so
// Postgres's EXECUTE grants and the function's own checks decide.
import { bodyObject } from './body.ts'
import { restError } from './errors.ts'
import { identifierPattern, Params, quote } from './sql.ts'
import type { Queryable, RestRequest, RestResponse } from './types.ts'

interface Found {
  argumentNames: string[]
  returnsSet: boolean
}

// pg_catalog, not information_schema: a function the role may not execute must still be found, so that
// Postgres refuses the call with its own error, as PostgREST's does.
const lookup = `
select coalesce(p.proargnames[1:p.pronargs], '{}') as argument_names, p.proretset as returns_set
from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
where n.nspname = 'public' and p.proname = $1`

/** Answers an RPC call: the function's result as JSON, a set as an array. */
export async function callFunction(request: RestRequest, name: string, db: Queryable): Promise<RestResponse> {
  if (request.method.toUpperCase() !== 'POST')
    throw restError(405, 'PGRST101', 'Only the POST method is supported for calling functions here.')
  const args = request.body.trim() === '' ? {} : bodyObject(request.body)
  const given = Object.keys(args).sort()
  const notFound = () =>
    restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${given.join(', ') || 'none'}.`,
    )
  if (!identifierPattern.test(name) || !given.every((key) => identifierPattern.test(key))) throw notFound()
  const { rows } = await db.query<{ argument_names: string[]; returns_set: boolean }>(lookup, [name])
  const found: Found | undefined = rows
    .map((row) => ({ argumentNames: row.argument_names, returnsSet: row.returns_set }))
    .find((candidate) => [...candidate.argumentNames].sort().join() === given.join())
  if (!found) throw notFound()
  const params = new Params()
  // Every argument travels as a parameter; Postgres converts the text to the argument's type.
  const call = `${quote('public')}.${quote(name)}(${given
    .map((key) => `${quote(key)} := ${params.add(textOf(args[key]))}`)
    .join(', ')})`
  const sql = found.returnsSet
    ? `select coalesce(json_agg(r), '[]'::json)::text as result from ${call} r`
    : `select to_json(${call})::text as result`
  const { rows: result } = await db.query<{ result: string | null }>(sql, params.values)
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: result[0]?.result ?? 'null',
  }
}

/** An argument as text Postgres reads into the parameter's type: strings as they are, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
