// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Edit Article',
    description: 'Staff area: edit an Insights article.',
    noindex: true,
  },
} satisfies Config
