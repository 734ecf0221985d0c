// https://vike.dev/config
import type { Config } from 'vike/types'
import { approachCopy } from '@/copy/why-axon/approach.ts'

export default {
  seo: {
    title: 'Our Approach',
    description:
      'Five phases from discovery to ongoing support: how Axon Intelligence plans, builds, validates and runs enterprise integration projects.',
  },
  cta: approachCopy.cta,
} satisfies Config
