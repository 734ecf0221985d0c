-- Who may edit a site's posts: one row per (user, site). Rows are written with the service role
-- (dashboard or SQL), never through the API.
create table public.staff_members (
  user_id uuid not null references auth.users (id) on delete cascade,
  website_code text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, website_code)
);

alter table public.staff_members enable row level security;

-- Supabase grants every new public table to the API roles; take that back, then grant only
-- what the policy below needs.
revoke all on table public.staff_members from anon, authenticated;
grant select on table public.staff_members to authenticated;
grant all on table public.staff_members to service_role;

-- The admin reads this to tell staff from other signed-in users.
create policy "Users can see their own staff memberships"
  on public.staff_members for select
  to authenticated
  using (user_id = (select auth.uid()));

-- True when the signed-in user is staff of the given site. Security definer so that policies on
-- other tables can ask without the caller being able to read staff_members; an empty search_path
-- and fully qualified names keep a caller's objects from being resolved in its place.
create function private.is_staff(site text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.staff_members
    where user_id = (select auth.uid())
      and website_code = site
  )
$$;

revoke execute on function private.is_staff(text) from public, anon;
grant execute on function private.is_staff(text) to authenticated, service_role;
