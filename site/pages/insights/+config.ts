// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  seo: {
    title: 'Insights',
    description:
      'Practical articles on ERP modernization, integration strategy and process automation from the engineers at Axon Intelligence.',
  },
  // The list hydrates for search, the category filter and a refresh from the backend.
  clientHooks: true,
} satisfies Config
