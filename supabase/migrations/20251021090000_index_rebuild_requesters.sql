-- Deleting a user makes Postgres find the rebuilds and rebuild requests they made (to clear or
-- delete them, as the foreign keys say); without these indexes each deletion reads both tables whole.
create index site_rebuild_requests_requested_by_idx on public.site_rebuild_requests (requested_by);
create index site_rebuilds_requested_by_idx on public.site_rebuilds (requested_by);
