// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  seo: {
    title: 'Insights',
    description:
      'Practical articles on ERP modernization, integration strategy and process automation from the engineers at Axon Intelligence.',
  },
} satisfies Config
