// https://vike.dev/config
import type { Config } from 'vike/types'
import { unifySuite360Copy } from '@/copy/frameworks/unifysuite360.ts'

export default {
  seo: {
    title: 'UnifySuite360: Integration for Australia & New Zealand',
    description:
      'Pre-built connectors for accounting, ERP, CRM, HR and e-commerce platforms used across Australia and New Zealand, with regional compliance and local support.',
    keywords: ['UnifySuite360', 'integration Australia', 'integration New Zealand'],
  },
  cta: unifySuite360Copy.cta,
} satisfies Config
