-- Links that let someone without an account read a post before it goes out: a draft, a scheduled
-- post, or changes to a live post that are not saved yet (kept in `snapshot`). Staff make them in the
-- admin; the post-preview edge function serves the post for a valid token, with the secret key.
-- A token is 32 random bytes the browser made and showed once: only its SHA-256 is stored, so what
-- is stored opens nothing. A link ends when staff revoke it, when a write leaves its post published
-- (the article itself is then the thing to read), when its post is deleted, or when it expires.
create table public.post_preview_links (
  id uuid primary key default gen_random_uuid(),
  website_code text not null,
  -- Null once the post is deleted: the link then says so, by its ended_reason.
  post_id uuid references public.blog_posts (id) on delete set null,
  -- The post's address when the link was made, for the message of a link that outlived its post.
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The post's fields as the editor had them when the link was made, when they differ from the
  -- stored post (unsaved changes to a live post); null: the link shows the post as stored. Bounded by
  -- a post's own limit on its content (1,000,000 bytes) and room for its other fields.
  snapshot jsonb check (jsonb_typeof(snapshot) = 'object' and octet_length(snapshot::text) <= 1100000),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- When and why the link stopped working before it expired; both or neither.
  ended_at timestamptz,
  ended_reason text check (ended_reason in ('revoked', 'published', 'deleted')),
  constraint post_preview_links_lifetime check (expires_at > created_at and expires_at <= created_at + interval '30 days'),
  constraint post_preview_links_ended check ((ended_at is null) = (ended_reason is null))
);

-- A post's links, newest first (the editor's list); also what the foreign key's set null looks up.
create index post_preview_links_post_idx on public.post_preview_links (post_id, created_at desc);
-- Deleting a user clears the links they made.
create index post_preview_links_created_by_idx on public.post_preview_links (created_by);

alter table public.post_preview_links enable row level security;

-- Staff read every column but the hash, make links of their own, and may only end them; the edge
-- function reads with the service role. Visitors have no access at all: the token is their key.
revoke all on table public.post_preview_links from anon, authenticated;
grant select (id, website_code, post_id, slug, snapshot, created_by, created_at, expires_at, ended_at, ended_reason)
  on table public.post_preview_links to authenticated;
grant insert (website_code, post_id, slug, token_hash, snapshot, expires_at) on table public.post_preview_links to authenticated;
grant update (ended_at, ended_reason) on table public.post_preview_links to authenticated;
grant all on table public.post_preview_links to service_role;

create policy "Staff can read their site's preview links"
  on public.post_preview_links for select
  to authenticated
  using ((select private.is_staff(website_code)));

-- Of a post of the same site, which they can see; as themselves (created_by is not theirs to write,
-- and its default is the caller).
create policy "Staff can make preview links of their site's posts"
  on public.post_preview_links for insert
  to authenticated
  with check (
    (select private.is_staff(website_code))
    and created_by = (select auth.uid())
    and exists (
      select 1 from public.blog_posts p
      where p.id = post_preview_links.post_id and p.website_code = post_preview_links.website_code
    )
  );

-- An open link can be revoked, and that is all: an ended link stays ended.
create policy "Staff can revoke their site's open preview links"
  on public.post_preview_links for update
  to authenticated
  using ((select private.is_staff(website_code)) and ended_at is null)
  with check ((select private.is_staff(website_code)) and ended_reason = 'revoked');

-- A staff laptop's clock may be out by minutes or hours: a new link lasts the whole number of days
-- its maker asked for, counted from its creation by the database's clock, so 30 days asked from a
-- clock running ahead is still 30 days, not refused for 30 days and a minute.
create function private.count_preview_link_days() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.expires_at := new.created_at
    + make_interval(days => round(extract(epoch from new.expires_at - new.created_at) / 86400)::integer);
  return new;
end
$$;

revoke execute on function private.count_preview_link_days() from public, anon, authenticated;

create trigger count_preview_link_days
  before insert on public.post_preview_links
  for each row execute function private.count_preview_link_days();

-- When a link ended is the database's to say, whatever a writer sent; and an ended link keeps its
-- end, whoever writes to it later (the set null of a deleted post's links included).
create function private.stamp_preview_link_end() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.ended_reason is not null then
    new.ended_at := old.ended_at;
    new.ended_reason := old.ended_reason;
  elsif new.ended_reason is not null then
    new.ended_at := now();
  else
    new.ended_at := null;
  end if;
  return new;
end
$$;

revoke execute on function private.stamp_preview_link_end() from public, anon, authenticated;

create trigger stamp_preview_link_end
  before update on public.post_preview_links
  for each row execute function private.stamp_preview_link_end();

-- A write that leaves a post published ends its open links: the article is what to read now, and a
-- link made for changes that are now saved (or replaced) would show what is no longer meant. Security
-- definer: the writer (a staff member, whose own update may only revoke, or the CLI) needs no say.
create function private.end_preview_links_of_published_post() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.post_preview_links
    set ended_reason = 'published'
    where post_id = new.id and ended_at is null;
  return null;
end
$$;

revoke execute on function private.end_preview_links_of_published_post() from public, anon, authenticated;

create trigger end_preview_links_on_publish
  after update on public.blog_posts
  for each row
  when (new.status = 'published')
  execute function private.end_preview_links_of_published_post();

-- Before the delete, while the links still name their post: the foreign key then clears post_id.
create function private.end_preview_links_of_deleted_post() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.post_preview_links
    set ended_reason = 'deleted'
    where post_id = old.id and ended_at is null;
  return old;
end
$$;

revoke execute on function private.end_preview_links_of_deleted_post() from public, anon, authenticated;

create trigger end_preview_links_on_delete
  before delete on public.blog_posts
  for each row execute function private.end_preview_links_of_deleted_post();
