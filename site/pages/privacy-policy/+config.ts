// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  seo: {
    title: 'Privacy Policy',
    description:
      'How Axon Intelligence collects, uses, stores and protects personal information from its website and contact form, and how to exercise your data rights.',
  },
} satisfies Config
