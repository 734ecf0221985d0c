-- The Insights categories of the Axon site, in the order the filter shows them.
insert into public.blog_categories (website_code, slug, name, sort_order)
values
  ('axon', 'erp-modernization', 'ERP Modernization', 1),
  ('axon', 'data-integration', 'Data Integration', 2),
  ('axon', 'process-automation', 'Process Automation', 3),
  ('axon', 'industry-insights', 'Industry Insights', 4),
  ('axon', 'technical', 'Technical Deep Dive', 5)
on conflict (website_code, slug) do nothing;
