-- Enquiries from the contact form and the attempts that rate-limit it. Only the contact-form
-- edge function writes or reads them, with the service role: RLS is on and no policy exists, so
-- anon and authenticated get nothing even if a grant slipped back in.
create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) <= 120),
  email text not null check (char_length(email) <= 254),
  company text not null check (char_length(company) <= 160),
  role text check (char_length(role) <= 120),
  phone text check (char_length(phone) <= 40),
  message text not null check (char_length(message) between 1 and 5000),
  created_at timestamptz not null default now(),
  ip_hash text,
  user_agent text,
  -- Set by the function once the team has been told, or the reason it could not be.
  notified_at timestamptz,
  notification_error text
);

alter table public.contact_enquiries enable row level security;

revoke all on table public.contact_enquiries from anon, authenticated;
grant all on table public.contact_enquiries to service_role;

-- One row per submission attempt; key is a hash of the sender's address.
create table public.contact_rate_limits (
  id bigint generated always as identity primary key,
  key text not null,
  attempted_at timestamptz not null default now()
);

create index contact_rate_limits_key_idx on public.contact_rate_limits (key, attempted_at);

alter table public.contact_rate_limits enable row level security;

revoke all on table public.contact_rate_limits from anon, authenticated;
revoke all on sequence public.contact_rate_limits_id_seq from anon, authenticated;
grant all on table public.contact_rate_limits to service_role;
