-- A fingerprint of the columns a post file decides, written by `axon-blog publish`. When the
-- live columns no longer match it, the post was changed elsewhere (the browser admin) since it
-- was last published from its file, and the CLI refuses to overwrite it without --force.
alter table public.blog_posts
  add column source_hash text check (source_hash ~ '^[0-9a-f]{64}$');
