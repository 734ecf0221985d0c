-- The post schema refuses control characters, DEL and the text-direction controls in a post's text
-- fields (site/lib/text); staff can also write rows straight through the API, so the table refuses
-- them too. Tab and line feed are allowed where a field may run over several lines.
create function private.shows_as_written(value text, multiline boolean default false) returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or value !~ case
    when multiline then '[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
    else '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
  end
$$;

revoke execute on function private.shows_as_written(text, boolean) from public, anon;
grant execute on function private.shows_as_written(text, boolean) to authenticated, service_role;

-- not valid: rows stored before this rule are left as they are (the site cleans them when it reads
-- them); every insert and update is checked from now on.
alter table public.blog_posts
  add constraint blog_posts_text_shows_as_written check (
    private.shows_as_written(title)
    and private.shows_as_written(excerpt, true)
    and private.shows_as_written(author_name)
    and private.shows_as_written(author_role)
    and private.shows_as_written(array_to_string(tags, ' '))
    and private.shows_as_written(featured_image_url)
    and private.shows_as_written(featured_image_alt)
    and private.shows_as_written(meta_title)
    and private.shows_as_written(meta_description, true)
  ) not valid;
