// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Blog Posts',
    description: 'Staff area: the Insights articles of this site, published and drafts.',
    noindex: true,
  },
} satisfies Config
