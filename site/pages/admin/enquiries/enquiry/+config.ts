// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Enquiry',
    description: 'Staff area: one enquiry, its history and what became of it.',
    noindex: true,
  },
} satisfies Config
