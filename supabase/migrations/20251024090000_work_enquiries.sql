-- Enquiries become work staff do in the admin's inbox: each has a status (new, in progress,
-- closed), internal notes, a review decision when it was flagged as possible automation, where the
-- visit came from, and what became of its notification e-mail and its hand-off to the firm's tools.
-- Staff of the site read their site's enquiries and change only the status, the notes and the
-- review decision (column grants, so the database refuses anything else); every change is recorded
-- in contact_enquiry_events by a trigger, whoever makes it. Only the functions (service role) insert.

alter table public.contact_enquiries
  add column website_code text not null default 'axon',
  add column status text not null default 'new'
    constraint contact_enquiries_status_check check (status in ('new', 'in_progress', 'closed')),
  add column status_changed_at timestamptz not null default now(),
  add column notes text not null default ''
    constraint contact_enquiries_notes_check check (char_length(notes) <= 10000),
  -- For a flagged enquiry: staff found it genuine (it joins New, and its notification goes out) or
  -- spam (hidden, and deleted after the retention period). Null: not reviewed (or never flagged).
  add column review text
    constraint contact_enquiries_review_check check (review in ('genuine', 'spam')),
  -- Where the visit came from, as the form sent it: paths on this site, the referring site's origin,
  -- and the landing address's utm_* parameters. Nothing identifies the visitor.
  add column page_path text constraint contact_enquiries_page_path_check check (char_length(page_path) <= 500),
  add column landing_path text constraint contact_enquiries_landing_path_check check (char_length(landing_path) <= 500),
  add column referrer text constraint contact_enquiries_referrer_check check (char_length(referrer) <= 300),
  add column utm_source text constraint contact_enquiries_utm_source_check check (char_length(utm_source) <= 200),
  add column utm_medium text constraint contact_enquiries_utm_medium_check check (char_length(utm_medium) <= 200),
  add column utm_campaign text constraint contact_enquiries_utm_campaign_check check (char_length(utm_campaign) <= 200),
  add column utm_term text constraint contact_enquiries_utm_term_check check (char_length(utm_term) <= 200),
  add column utm_content text constraint contact_enquiries_utm_content_check check (char_length(utm_content) <= 200),
  -- Delivery of the notification e-mail: tries so far, and when the next try is due (null: none due).
  add column notification_attempts integer not null default 0,
  add column notification_due_at timestamptz,
  -- The optional signed webhook to the firm's CRM or chat: when it was taken, the last error, tries,
  -- and when the next try is due.
  add column handed_off_at timestamptz,
  add column handoff_error text,
  add column handoff_attempts integer not null default 0,
  add column handoff_due_at timestamptz;

-- The proof-of-work challenge joins the honeypot and the timing among the reasons to flag.
alter table public.contact_enquiries drop constraint contact_enquiries_flagged_reason_check;
alter table public.contact_enquiries
  add constraint contact_enquiries_flagged_reason_check check (
    flagged_reason in (
      'honeypot_filled',
      'filled_too_fast',
      'challenge_missing',
      'challenge_invalid',
      'challenge_expired',
      'challenge_reused'
    )
  );

comment on column public.contact_enquiries.flagged_reason is
  'Why the enquiry looks automated: honeypot_filled, filled_too_fast, or the proof-of-work challenge missing, invalid, expired or already used; null for an ordinary enquiry.';

create index contact_enquiries_inbox_idx on public.contact_enquiries (website_code, created_at desc, id);
create index contact_enquiries_email_idx on public.contact_enquiries (website_code, lower(email));
create index contact_enquiries_notification_due_idx on public.contact_enquiries (notification_due_at)
  where notification_due_at is not null;
create index contact_enquiries_handoff_due_idx on public.contact_enquiries (handoff_due_at)
  where handoff_due_at is not null;

-- Staff read every column but the address hash and the browser string, which only the rate limit
-- and abuse checks use; they change only what the inbox lets them change.
grant select (
  id, website_code, name, email, company, role, phone, message, created_at, flagged_reason,
  status, status_changed_at, notes, review,
  page_path, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
  notified_at, notification_error, notification_attempts, notification_due_at,
  handed_off_at, handoff_error, handoff_attempts, handoff_due_at
) on table public.contact_enquiries to authenticated;
grant update (status, notes, review) on table public.contact_enquiries to authenticated;

create policy "Staff can read their site's enquiries"
  on public.contact_enquiries for select
  to authenticated
  using ((select private.is_staff(website_code)));

create policy "Staff can work their site's enquiries"
  on public.contact_enquiries for update
  to authenticated
  using ((select private.is_staff(website_code)))
  with check ((select private.is_staff(website_code)));

-- What happened to each enquiry, oldest first: written by the trigger below, never through the API.
create table public.contact_enquiry_events (
  id bigint generated always as identity primary key,
  enquiry_id uuid not null references public.contact_enquiries (id) on delete cascade,
  website_code text not null,
  at timestamptz not null default now(),
  -- The staff member who acted; null for the site itself (the functions, the scheduled job).
  actor uuid references auth.users (id) on delete set null,
  kind text not null constraint contact_enquiry_events_kind_check check (
    kind in ('status', 'notes', 'review', 'notified', 'notification_failed', 'handed_off', 'handoff_failed')
  ),
  -- What changed: {"from": …, "to": …} for status, notes and review; {"error": …} for a failure.
  detail jsonb not null default '{}'::jsonb
);

create index contact_enquiry_events_enquiry_idx on public.contact_enquiry_events (enquiry_id, at, id);
create index contact_enquiry_events_actor_idx on public.contact_enquiry_events (actor);

alter table public.contact_enquiry_events enable row level security;

revoke all on table public.contact_enquiry_events from anon, authenticated;
revoke all on sequence public.contact_enquiry_events_id_seq from anon, authenticated;
grant select on table public.contact_enquiry_events to authenticated;
grant all on table public.contact_enquiry_events to service_role;

create policy "Staff can read their site's enquiry history"
  on public.contact_enquiry_events for select
  to authenticated
  using ((select private.is_staff(website_code)));

-- Before a change: a status change is stamped by the database's clock, and an enquiry found
-- genuine joins New with its notification due now (the function sends it).
create function private.prepare_enquiry_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  if new.review = 'genuine' and old.review is distinct from 'genuine' then
    new.status := 'new';
    new.status_changed_at := now();
    if new.notified_at is null then
      new.notification_due_at := now();
    end if;
    if new.handed_off_at is null then
      new.handoff_due_at := now();
    end if;
  end if;
  return new;
end
$$;

revoke execute on function private.prepare_enquiry_change() from public, anon, authenticated;

create trigger contact_enquiries_prepare_change
  before update on public.contact_enquiries
  for each row execute function private.prepare_enquiry_change();

-- After a change: one event for each thing that changed, with who changed it.
create function private.record_enquiry_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.status is distinct from old.status then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'status', jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  if new.notes is distinct from old.notes then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'notes', jsonb_build_object('from', old.notes, 'to', new.notes));
  end if;
  if new.review is distinct from old.review then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'review', jsonb_build_object('from', old.review, 'to', new.review));
  end if;
  if new.notified_at is not null and old.notified_at is null then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'notified', '{}'::jsonb);
  end if;
  if new.notification_error is not null and new.notification_attempts > old.notification_attempts then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'notification_failed',
      jsonb_build_object('error', new.notification_error, 'attempt', new.notification_attempts));
  end if;
  if new.handed_off_at is not null and old.handed_off_at is null then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'handed_off', '{}'::jsonb);
  end if;
  if new.handoff_error is not null and new.handoff_attempts > old.handoff_attempts then
    insert into public.contact_enquiry_events (enquiry_id, website_code, actor, kind, detail)
    values (new.id, new.website_code, actor, 'handoff_failed',
      jsonb_build_object('error', new.handoff_error, 'attempt', new.handoff_attempts));
  end if;
  return null;
end
$$;

revoke execute on function private.record_enquiry_change() from public, anon, authenticated;

create trigger contact_enquiries_record_change
  after update on public.contact_enquiries
  for each row execute function private.record_enquiry_change();

-- Erasure on request: every enquiry of the site from one address (in any letter case), with its
-- history. Staff only; answers how many were deleted.
create function public.erase_enquiries(address text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased integer;
begin
  if not (select private.is_staff('axon')) then
    raise exception 'Only staff may erase enquiries.' using errcode = '42501';
  end if;
  delete from public.contact_enquiries
  where website_code = 'axon' and lower(email) = lower(trim(address));
  get diagnostics erased = row_count;
  return erased;
end
$$;

revoke execute on function public.erase_enquiries(text) from public, anon;
grant execute on function public.erase_enquiries(text) to authenticated, service_role;

-- Proof-of-work solutions already accepted, so none is accepted twice; kept until the challenge
-- expires. Only the contact-form function reads and writes it.
create table public.contact_challenges_used (
  signature text primary key,
  expires_at timestamptz not null
);

create index contact_challenges_used_expires_idx on public.contact_challenges_used (expires_at);

alter table public.contact_challenges_used enable row level security;

revoke all on table public.contact_challenges_used from anon, authenticated;
grant all on table public.contact_challenges_used to service_role;
