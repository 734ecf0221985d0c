// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Enquiries',
    description: 'Staff area: the enquiries visitors sent through the contact form.',
    noindex: true,
  },
} satisfies Config
