// https://vike.dev/config
import type { Config } from 'vike/types'
import { differenceCopy } from '@/copy/why-axon/difference.ts'

export default {
  seo: {
    title: 'The Axon Difference',
    description:
      'Senior engineers, specialist focus and agile delivery without bureaucracy: how Axon Intelligence compares with large integrators and offshore providers.',
  },
  cta: differenceCopy.cta,
} satisfies Config
