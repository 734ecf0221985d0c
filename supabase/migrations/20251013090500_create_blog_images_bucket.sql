-- Public bucket for post images: anyone may read them by URL; only Axon staff may change them.
-- The storage service enforces the size and type limits on upload.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'blog-images',
  'blog-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do nothing;

create policy "Anyone can read blog images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'blog-images');

create policy "Axon staff can upload blog images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_staff('axon')));

create policy "Axon staff can replace blog images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_staff('axon')))
  with check (bucket_id = 'blog-images' and (select private.is_staff('axon')));

create policy "Axon staff can delete blog images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_staff('axon')));
