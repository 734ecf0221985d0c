-- Categories per site, listed in sort_order. Written only with the service role (seed.sql).
create table public.blog_categories (
  website_code text not null,
  slug text not null,
  name text not null,
  sort_order integer not null default 0,
  primary key (website_code, slug)
);

alter table public.blog_categories enable row level security;

revoke all on table public.blog_categories from anon, authenticated;
grant select on table public.blog_categories to anon, authenticated;
grant all on table public.blog_categories to service_role;

create policy "Anyone can read categories"
  on public.blog_categories for select
  to anon, authenticated
  using (true);
