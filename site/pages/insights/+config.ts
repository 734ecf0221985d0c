// https://vike.dev/config
import type { Config } from 'vike/types'

// The list hydrates for search, the category filter and a refresh from the backend.
export default {
  seo: {
    title: 'Insights',
    description: 'Practical articles on ERP modernization, integration strategy and process automation from the engineers at Axon Intelligence.',
  },
  clientHooks: true,
} satisfies Config
