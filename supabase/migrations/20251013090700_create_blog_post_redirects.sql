-- Old addresses of published posts whose slug changed: the build prerenders /insights/<from_slug>
-- as a page that sends readers (and search engines) on to /insights/<to_slug>.
create table public.blog_post_redirects (
  website_code text not null,
  from_slug text not null check (from_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(from_slug) <= 120),
  to_slug text not null check (to_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(to_slug) <= 120),
  created_at timestamptz not null default now(),
  primary key (website_code, from_slug),
  constraint redirects_lead_elsewhere check (from_slug <> to_slug)
);

-- A post renamed again: the redirects that led to its previous slug are pointed at the new one.
create index blog_post_redirects_target_idx on public.blog_post_redirects (website_code, to_slug);

alter table public.blog_post_redirects enable row level security;

revoke all on table public.blog_post_redirects from anon, authenticated;
grant select on table public.blog_post_redirects to anon;
grant select, insert, update, delete on table public.blog_post_redirects to authenticated;
grant all on table public.blog_post_redirects to service_role;

-- The build reads them with the anon key.
create policy "Anyone can read Axon redirects"
  on public.blog_post_redirects for select
  to anon, authenticated
  using (website_code = 'axon');

create policy "Staff can read their site's redirects"
  on public.blog_post_redirects for select
  to authenticated
  using ((select private.is_staff(website_code)));

create policy "Staff can create redirects for their site"
  on public.blog_post_redirects for insert
  to authenticated
  with check ((select private.is_staff(website_code)));

create policy "Staff can edit their site's redirects"
  on public.blog_post_redirects for update
  to authenticated
  using ((select private.is_staff(website_code)))
  with check ((select private.is_staff(website_code)));

create policy "Staff can delete their site's redirects"
  on public.blog_post_redirects for delete
  to authenticated
  using ((select private.is_staff(website_code)));
