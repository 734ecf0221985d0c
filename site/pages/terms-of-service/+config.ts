// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  seo: {
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Axon Intelligence website, its Insights articles and its content, including acceptable use and limits of liability.',
  },
} satisfies Config
