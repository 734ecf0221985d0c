-- Rebuilds of the public site that staff asked for from the admin, through the request-rebuild
-- edge function. Each request is a row of site_rebuild_requests, written with the caller's own
-- token: the insert policy is the function's staff check. Requests are coalesced into dispatches
-- (site_rebuilds), at most one per coalescing window: the function claims the next dispatch of a
-- site by its sequence number, and the unique key lets exactly one concurrent claim win.
create table public.site_rebuilds (
  id bigint generated always as identity primary key,
  website_code text not null,
  -- The site's dispatches in order; a claim inserts the next number, so two can never share one.
  sequence integer not null check (sequence > 0),
  -- The first and the latest request this dispatch covers, and who made the first.
  requested_at timestamptz not null,
  last_requested_at timestamptz not null,
  requested_by uuid references auth.users (id) on delete set null,
  request_count integer not null default 0 check (request_count >= 0),
  -- When the dispatch is to be sent: at once for the first request after a quiet spell, else one
  -- window after the previous dispatch.
  due_at timestamptz not null,
  -- Set by the one sender that takes the dispatch; a dispatch nobody has taken can still be joined.
  started_at timestamptz,
  -- The outcome: when GitHub or the deploy hook accepted it, or why it was refused.
  sent_at timestamptz,
  error text check (char_length(error) <= 1000),
  unique (website_code, sequence),
  constraint site_rebuilds_one_outcome check (sent_at is null or error is null)
);

alter table public.site_rebuilds enable row level security;

-- The function writes dispatches with the service role; staff only read them.
revoke all on table public.site_rebuilds from anon, authenticated;
revoke all on sequence public.site_rebuilds_id_seq from anon, authenticated;
grant select on table public.site_rebuilds to authenticated;
grant all on table public.site_rebuilds to service_role;

-- The admin reads the latest dispatch to tell staff whether the site shows their change yet.
create policy "Staff can read their site's rebuilds"
  on public.site_rebuilds for select
  to authenticated
  using ((select private.is_staff(website_code)));

create table public.site_rebuild_requests (
  id bigint generated always as identity primary key,
  website_code text not null,
  requested_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  requested_at timestamptz not null default now(),
  -- The dispatch that covers this request; set by the function once it has claimed or joined one.
  rebuild_id bigint references public.site_rebuilds (id) on delete set null
);

create index site_rebuild_requests_rebuild_idx on public.site_rebuild_requests (rebuild_id);

alter table public.site_rebuild_requests enable row level security;

revoke all on table public.site_rebuild_requests from anon, authenticated;
-- An identity column draws its next value without the inserting role needing the sequence.
revoke all on sequence public.site_rebuild_requests_id_seq from anon, authenticated;
grant select, insert on table public.site_rebuild_requests to authenticated;
grant all on table public.site_rebuild_requests to service_role;

-- A staff member records a request as themselves, for their own site; for anyone else RLS refuses
-- the insert, and the function answers 403.
create policy "Staff can request rebuilds of their site"
  on public.site_rebuild_requests for insert
  to authenticated
  with check ((select private.is_staff(website_code)) and requested_by = (select auth.uid()));

create policy "Staff can read their site's rebuild requests"
  on public.site_rebuild_requests for select
  to authenticated
  using ((select private.is_staff(website_code)));

-- Counts a request into the dispatch it joins, in the database, so concurrent requests joining the
-- same dispatch never lose a count (the API offers no increment).
create function private.count_site_rebuild_request() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.site_rebuilds
    set request_count = request_count + 1,
        requested_at = least(requested_at, new.requested_at),
        last_requested_at = greatest(last_requested_at, new.requested_at)
    where id = new.rebuild_id;
  return new;
end
$$;

revoke execute on function private.count_site_rebuild_request() from public, anon, authenticated;

create trigger count_site_rebuild_request
  after update of rebuild_id on public.site_rebuild_requests
  for each row
  when (old.rebuild_id is null and new.rebuild_id is not null)
  execute function private.count_site_rebuild_request();
