// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'New Article',
    description: 'Staff area: write a new Insights article.',
    noindex: true,
  },
} satisfies Config
