// https://vike.dev/config
import type { Config } from 'vike/types'

// Never indexed, never in the sitemap.
export default {
  seo: {
    title: 'Recently Deleted Posts',
    description: 'Staff area: Insights articles that were deleted and can be brought back.',
    noindex: true,
  },
} satisfies Config
