-- blog-images holds only what the CLI and the admin store: WebP images named by their bytes'
-- SHA-256 (posts/<16 to 64 hex digits>.webp). The storage service refuses other types and larger
-- files itself; the policies refuse other names, so hosted Supabase enforces the same as the stand-in.
update storage.buckets
set allowed_mime_types = array['image/webp'],
    file_size_limit = 5242880
where id = 'blog-images';

-- A public bucket serves its files by URL without any select policy; a select policy for everyone
-- would only let anyone list every file (the linter's public_bucket_allows_listing). Staff keep it,
-- since replacing a file (upsert) reads the row it replaces.
drop policy if exists "Anyone can read blog images" on storage.objects;

create policy "Axon staff can list blog images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_staff('axon')));

drop policy if exists "Axon staff can upload blog images" on storage.objects;

create policy "Axon staff can upload blog images"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'blog-images'
    and name ~ '^posts/[0-9a-f]{16,64}\.webp$'
    and (select private.is_staff('axon'))
  );

drop policy if exists "Axon staff can replace blog images" on storage.objects;

create policy "Axon staff can replace blog images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_staff('axon')))
  with check (
    bucket_id = 'blog-images'
    and name ~ '^posts/[0-9a-f]{16,64}\.webp$'
    and (select private.is_staff('axon'))
  );
