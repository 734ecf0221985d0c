-- Every version of every post, kept whichever channel wrote it: the browser admin, the CLI in a
-- terminal or in CI, another API client or SQL. The database writes a version on each insert,
-- update and delete of blog_posts, with the whole row, who wrote it and when by its own clock;
-- staff read them to see what changed and to bring an old version or a deleted post back. Nobody
-- writes or rewrites a version through the API, the secret key included.
create table public.blog_post_versions (
  id bigint generated always as identity primary key,
  post_id uuid not null,
  website_code text not null,
  -- The post's address in this version, so a deleted post can be found by the slug it had.
  slug text not null,
  -- 1, 2, 3… per post, across a delete and a restore.
  version integer not null check (version > 0),
  -- existing: the row as it stood when this history began.
  operation text not null check (operation in ('existing', 'insert', 'update', 'delete')),
  -- The row as this write left it (for a delete: as it was just before).
  post jsonb not null,
  -- The signed-in staff member, when a session wrote it.
  actor_id uuid,
  -- Who, in words: the staff member's e-mail, or the name a secret-key client gives (axon-blog sends
  -- the git author or the CI actor). Informative only: the key, not this name, decided the write.
  actor_label text check (char_length(actor_label) <= 200),
  -- admin: a staff session; cli / ci: axon-blog in a terminal or in CI; api: another client with the
  -- secret key; sql: the database itself (the SQL editor, a migration).
  channel text not null check (channel in ('admin', 'cli', 'ci', 'api', 'sql')),
  recorded_at timestamptz not null default now(),
  unique (post_id, version)
);

-- "Recently deleted": a site's deletions, newest first.
create index blog_post_versions_deleted_idx
  on public.blog_post_versions (website_code, recorded_at desc)
  where operation = 'delete';
-- A post's history by the slug it had (axon-blog history <slug>, deleted posts included).
create index blog_post_versions_slug_idx on public.blog_post_versions (website_code, slug);

alter table public.blog_post_versions enable row level security;

revoke all on table public.blog_post_versions from anon, authenticated, service_role;
revoke all on sequence public.blog_post_versions_id_seq from anon, authenticated, service_role;
grant select on table public.blog_post_versions to authenticated, service_role;

create policy "Staff can read their site's post versions"
  on public.blog_post_versions for select
  to authenticated
  using ((select private.is_staff(website_code)));

-- The channel and the name of a write, from the request PostgREST is serving (none: SQL). Only a
-- secret-key client chooses its channel among cli, ci and api; a staff session is always admin.
create function private.post_version_source(out channel text, out actor_id uuid, out actor_label text)
language plpgsql
stable
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  named text := headers ->> 'x-axon-channel';
begin
  if claims is null or claims ->> 'role' is null then
    channel := 'sql';
  elsif claims ->> 'role' = 'service_role' then
    channel := case when named in ('cli', 'ci') then named else 'api' end;
    actor_label := left(nullif(btrim(headers ->> 'x-axon-actor'), ''), 200);
  else
    channel := 'admin';
    actor_id := nullif(claims ->> 'sub', '')::uuid;
    actor_label := left(claims ->> 'email', 200);
  end if;
end
$$;

revoke execute on function private.post_version_source() from public, anon, authenticated;

-- Security definer: the version table takes no writes from any API role, this trigger's aside.
create function private.record_post_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_now public.blog_posts := case when tg_op = 'DELETE' then old else new end;
  source record;
begin
  -- A write that changed nothing but its own time is not a version.
  if tg_op = 'UPDATE' and to_jsonb(new) - 'updated_at' = to_jsonb(old) - 'updated_at' then
    return null;
  end if;
  select * into source from private.post_version_source();
  insert into public.blog_post_versions
    (post_id, website_code, slug, version, operation, post, actor_id, actor_label, channel)
  values (
    row_now.id,
    row_now.website_code,
    row_now.slug,
    coalesce((select max(v.version) from public.blog_post_versions v where v.post_id = row_now.id), 0) + 1,
    lower(tg_op),
    to_jsonb(row_now),
    source.actor_id,
    source.actor_label,
    source.channel
  );
  return null;
end
$$;

revoke execute on function private.record_post_version() from public, anon, authenticated;

create trigger record_post_version
  after insert or update or delete on public.blog_posts
  for each row execute function private.record_post_version();

-- History begins with each post as it stands now.
insert into public.blog_post_versions (post_id, website_code, slug, version, operation, post, channel, recorded_at)
select p.id, p.website_code, p.slug, 1, 'existing', to_jsonb(p), 'sql', p.updated_at
from public.blog_posts p;

-- Posts deleted and not brought back, each with its last version (the row as it was deleted).
create view public.deleted_blog_posts with (security_invoker = true) as
select distinct on (v.post_id)
  v.post_id,
  v.website_code,
  v.slug,
  v.post ->> 'title' as title,
  v.post ->> 'status' as status,
  v.version,
  v.actor_label,
  v.channel,
  v.recorded_at as deleted_at
from public.blog_post_versions v
where v.operation = 'delete'
  and not exists (select 1 from public.blog_posts p where p.id = v.post_id)
order by v.post_id, v.version desc;

revoke all on table public.deleted_blog_posts from anon, authenticated, service_role;
grant select on table public.deleted_blog_posts to authenticated, service_role;
