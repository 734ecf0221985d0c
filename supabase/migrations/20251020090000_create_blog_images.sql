-- Each featured image the CLI or the admin stores, with what a page needs to show it at the size a
-- visitor's screen needs: its intrinsic size, the widths it was also stored at (as AVIF and WebP, named
-- after it: posts/<hex>.webp has posts/<hex>-<width>w.avif and posts/<hex>-<width>w.webp) and a tiny
-- placeholder shown while it loads. A row is written once, after every file it names is stored.
--
-- A table of images, not a column of blog_posts: the facts belong to the image, not to a post. A post
-- file may name an image by URL (after `axon-blog pull`, or one the admin uploaded) and the CLI publishes
-- it without knowing the facts; one image may serve several posts; and the post row, its source_hash and
-- both channels' compare-and-swap writes stay as they were. Not metadata files in the bucket: the build
-- would fetch one file per image and the browser's refresh of /insights one per card, where one query
-- here reads the facts of every image a list shows. An image without a row (uploaded before variants
-- were made, or from elsewhere) is shown as it always was, from its one URL.
create table public.blog_images (
  path text primary key check (path ~ '^posts/[0-9a-f]{16,64}\.webp$'),
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  widths integer[] not null check (
    cardinality(widths) between 1 and 8 and array_position(widths, null) is null and 0 < all (widths) and width >= all (widths)
  ),
  -- A data: URI the page inlines; null for an image with transparency, through which it would show.
  placeholder text check (
    char_length(placeholder) <= 1024 and placeholder ~ '^data:image/webp;base64,[A-Za-z0-9+/]+={0,2}$'
  ),
  created_at timestamptz not null default now()
);

alter table public.blog_images enable row level security;

revoke all on table public.blog_images from anon, authenticated;
grant select on table public.blog_images to anon;
grant select, insert on table public.blog_images to authenticated;
grant all on table public.blog_images to service_role;

-- Visitors learn the facts of the images that posts they can see show, and of no other: nobody but staff
-- can list the bucket, so a draft's image stays unknown until the draft is published. The subquery runs
-- under blog_posts' own policies, so "posts they can see" means exactly that.
create policy "Anyone can read the images of posts they can see"
  on public.blog_images for select
  to anon, authenticated
  using (
    exists (
      select 1 from public.blog_posts p
      -- A stored name holds no LIKE wildcard (% or _): the check on path allows hex digits only.
      where p.featured_image_url like ('%/storage/v1/object/public/blog-images/' || path)
    )
  );

create policy "Axon staff can read every image"
  on public.blog_images for select
  to authenticated
  using ((select private.is_staff('axon')));

-- Rows are never changed: a path names its bytes, so its facts never change either.
create policy "Axon staff can record images"
  on public.blog_images for insert
  to authenticated
  with check ((select private.is_staff('axon')));

-- The bucket takes the variants too: AVIF beside WebP, under names derived from their image's name.
update storage.buckets
set allowed_mime_types = array['image/webp', 'image/avif']
where id = 'blog-images';

drop policy if exists "Axon staff can upload blog images" on storage.objects;

create policy "Axon staff can upload blog images"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'blog-images'
    and name ~ '^posts/[0-9a-f]{16,64}(\.webp|-[1-9][0-9]{0,3}w\.(avif|webp))$'
    and (select private.is_staff('axon'))
  );

drop policy if exists "Axon staff can replace blog images" on storage.objects;

create policy "Axon staff can replace blog images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_staff('axon')))
  with check (
    bucket_id = 'blog-images'
    and name ~ '^posts/[0-9a-f]{16,64}(\.webp|-[1-9][0-9]{0,3}w\.(avif|webp))$'
    and (select private.is_staff('axon'))
  );
