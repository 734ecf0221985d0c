import type { PGlite } from '@electric-sql/pglite'
import { fromSnapshot, snapshotDirectory } from '../../snapshot.ts'
import { handleRest, type RestRequest, type RestResponse, type RestSettings } from '../index.ts'

/** A tiny database with what the REST layer meets in production: roles, grants, RLS, constraints, many column types. */
const schema = `
create role anon nologin;
create role authenticated nologin;
create role service_role nologin bypassrls;
create table public.posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  tags text[] not null default '{}',
  meta jsonb,
  views int not null default 0 check (views >= 0),
  published boolean not null default false,
  published_at timestamptz
);
grant usage on schema public to anon, authenticated, service_role;
grant select, insert, update, delete on public.posts to anon, authenticated, service_role;
alter table public.posts enable row level security;
create policy "anon reads published posts" on public.posts for select to anon using (published);
create policy "authenticated does anything" on public.posts for all to authenticated using (true) with check (true);
create table public.enquiries (
  id bigint generated always as identity primary key,
  email text not null,
  created_at timestamptz not null default '2025-01-01T00:00:00Z'
);
grant insert on public.enquiries to anon, authenticated;
alter table public.enquiries enable row level security;
create policy "anon sends enquiries" on public.enquiries for insert to anon with check (true);
`

const seed = `
truncate public.posts, public.enquiries;
insert into public.posts (id, slug, title, tags, meta, views, published, published_at) values
  ('00000000-0000-0000-0000-000000000001', 'erp-guide', 'ERP guide', '{erp,guide}', '{"level": 1}', 10, true, '2024-01-01T00:00:00Z'),
  ('00000000-0000-0000-0000-000000000002', 'ai-notes', 'AI notes', '{ai}', '{"level": 2}', 5, true, '2024-02-01T00:00:00Z'),
  ('00000000-0000-0000-0000-000000000003', 'draft', 'Draft, unfinished', '{erp}', null, 0, false, null);
`

/** A fresh in-memory database with the test schema, copied from a saved one because creating a database takes seconds. */
export async function testDatabase(): Promise<PGlite> {
  return fromSnapshot(snapshotDirectory('rest-fixture'), [{ name: 'schema', sql: schema }], (db) => db.exec(schema))
}

/** Puts the three seed posts back and empties the enquiries. */
export async function reseed(db: PGlite): Promise<void> {
  await db.exec(seed)
}

export interface CallOptions {
  method?: string
  headers?: Record<string, string>
  /** A string is sent as is; anything else as JSON. */
  body?: unknown
  role?: RestRequest['role']
  /** PostgREST's configuration; none (no row cap) unless given. */
  settings?: RestSettings
}

/** A response with its body parsed, for literal assertions. */
export type Answer = RestResponse & { json: unknown }

/** Sends `<table>?<query>` through handleRest the way the server does: in a transaction as the role, rolled back on error. */
export async function rest(db: PGlite, target: string, options: CallOptions = {}): Promise<Answer> {
  const [table = '', query = ''] = target.split('?')
  const request: RestRequest = {
    method: options.method ?? 'GET',
    table,
    searchParams: new URLSearchParams(query),
    headers: new Headers(options.headers),
    body: options.body === undefined ? '' : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    role: options.role ?? 'anon',
  }
  const response = await db.transaction(async (tx) => {
    await tx.exec(`set local role ${request.role}`)
    const answer = await handleRest(request, tx, options.settings)
    if (answer.status >= 400) await tx.rollback()
    return answer
  })
  return { ...response, json: response.body ? JSON.parse(response.body) : null }
}

/** Reads a table as the superuser, to check what a request really changed. */
export async function tableRows(db: PGlite, sql: string): Promise<unknown[]> {
  return (await db.query(sql)).rows
}
