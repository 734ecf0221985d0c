-- A published post whose published_at is still ahead is scheduled: visitors cannot read it until
-- that time has come. The site's public queries ask for the same, so a build and a browser refresh
-- show exactly what this policy lets through. Staff still read every post of their site through
-- their own policy; status keeps its two values.
drop policy "Anyone can read published Axon posts" on public.blog_posts;

create policy "Anyone can read published Axon posts"
  on public.blog_posts for select
  to anon, authenticated
  using (website_code = 'axon' and status = 'published' and published_at <= now());
