-- The admin's list of a site's posts, a page at a time, newest first by the date each card shows:
-- when the post was published, else when it was created. PostgREST orders by columns only, so this
-- view names that date (listed_at), and carries no post bodies. security_invoker: a reader sees
-- through it exactly the posts blog_posts' own policies let them see.
create view public.blog_post_list with (security_invoker = true) as
select
  id,
  website_code,
  slug,
  title,
  excerpt,
  author_name,
  category,
  read_time_minutes,
  status,
  featured,
  featured_image_url,
  featured_image_alt,
  created_at,
  updated_at,
  published_at,
  coalesce(published_at, created_at) as listed_at
from public.blog_posts;

-- The list's order, ties broken so that pages neither repeat nor skip a post.
create index blog_posts_listed_idx
  on public.blog_posts (website_code, (coalesce(published_at, created_at)) desc, created_at desc, id);

-- Only signed-in users read the list; the admin lets staff alone reach it.
revoke all on table public.blog_post_list from anon, authenticated;
grant select on table public.blog_post_list to authenticated;
grant select on table public.blog_post_list to service_role;
