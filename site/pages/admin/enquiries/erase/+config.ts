// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Erase Enquiries',
    description: 'Staff area: erase every enquiry from one e-mail address.',
    noindex: true,
  },
} satisfies Config
