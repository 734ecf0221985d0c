-- Times a post is stamped with come from the database's clock, never from a writer's: a staff
-- laptop or a CI runner whose clock is half an hour out must not schedule a post meant to go live
-- now, or backdate one. A post published with no date chosen gets now() as its publication time,
-- on insert and on update; updated_at is stamped on insert too (it already is on every update).
create function private.stamp_publish_time() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;

revoke execute on function private.stamp_publish_time() from public, anon, authenticated;

create trigger stamp_publish_time
  before insert or update on public.blog_posts
  for each row execute function private.stamp_publish_time();

create trigger set_updated_at_on_insert
  before insert on public.blog_posts
  for each row execute function private.set_updated_at();
