// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Where Leads Come From',
    description: 'Staff area: enquiries by landing page and by article.',
    noindex: true,
  },
} satisfies Config
