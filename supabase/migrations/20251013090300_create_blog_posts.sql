-- Blog posts of every site that shares this project; website_code tells them apart. Content is a
-- ProseMirror/TipTap document tree (jsonb), never HTML.
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  website_code text not null default 'axon',
  title text not null check (char_length(title) between 1 and 200),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  excerpt text not null check (char_length(excerpt) between 1 and 500),
  content jsonb not null default '{"type":"doc","content":[]}'::jsonb check (
    jsonb_typeof(content) = 'object'
    and content ->> 'type' = 'doc'
    and octet_length(content::text) <= 1000000
  ),
  author_name text not null,
  author_role text not null,
  category text not null,
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  read_time_minutes integer not null default 5 check (read_time_minutes > 0 and read_time_minutes <= 600),
  word_count integer not null default 0 check (word_count >= 0),
  status text not null default 'draft' check (status in ('draft', 'published')),
  featured boolean not null default false,
  featured_image_url text check (featured_image_url like 'https://%' or featured_image_url like 'http://%'),
  featured_image_alt text check (char_length(featured_image_alt) <= 300),
  meta_title text check (char_length(meta_title) <= 200),
  meta_description text check (char_length(meta_description) <= 320),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  -- Also serves the article page's lookup by (website_code, slug).
  unique (website_code, slug),
  foreign key (website_code, category) references public.blog_categories (website_code, slug),
  constraint published_posts_have_a_date check (status <> 'published' or published_at is not null)
);

-- The public list and the home block: a site's published posts, newest first.
create index blog_posts_published_idx on public.blog_posts (website_code, status, published_at desc);
-- Related posts: the same site, category and status, newest first.
create index blog_posts_category_idx on public.blog_posts (website_code, category, status, published_at desc);

create trigger set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

create policy "Anyone can read published Axon posts"
  on public.blog_posts for select
  to anon, authenticated
  using (website_code = 'axon' and status = 'published');

create policy "Staff can read their site's posts"
  on public.blog_posts for select
  to authenticated
  using ((select private.is_staff(website_code)));

create policy "Staff can create posts for their site"
  on public.blog_posts for insert
  to authenticated
  with check ((select private.is_staff(website_code)));

create policy "Staff can edit their site's posts"
  on public.blog_posts for update
  to authenticated
  using ((select private.is_staff(website_code)))
  with check ((select private.is_staff(website_code)));

create policy "Staff can delete their site's posts"
  on public.blog_posts for delete
  to authenticated
  using ((select private.is_staff(website_code)));
