-- An enquiry that looks sent by a script is kept, not discarded, and flagged with the reason; the
-- function sends no notification for it. Staff review flagged enquiries in the dashboard (Table
-- Editor or SQL: `where flagged_reason is not null`). RLS and grants are unchanged: service role only.
alter table public.contact_enquiries
  add column flagged_reason text
    constraint contact_enquiries_flagged_reason_check check (flagged_reason in ('honeypot_filled', 'filled_too_fast'));

comment on column public.contact_enquiries.flagged_reason is
  'Why the enquiry looks automated: honeypot_filled (the hidden website field was filled in) or filled_too_fast (the page measured less filling-in time than a person needs); null for an ordinary enquiry.';
