-- A schema for the helpers that policies and triggers use. It is not listed in config.toml's
-- api.schemas, so the API never exposes it, and anon may not even look inside.
create schema private;

revoke all on schema private from public, anon, authenticated;
-- Policies evaluated for signed-in users call private.is_staff(). service_role bypasses RLS and
-- needs no helper, but may call them like authenticated can.
grant usage on schema private to authenticated, service_role;

-- Stamps updated_at on every update, whatever the client sent.
create function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Functions are executable by PUBLIC by default; a trigger function needs no caller at all.
revoke execute on function private.set_updated_at() from public, anon, authenticated;
