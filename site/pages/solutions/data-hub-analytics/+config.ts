// https://vike.dev/config
import type { Config } from 'vike/types'
import { dataHubAnalyticsCopy } from '@/copy/solutions/data-hub-analytics.ts'

export default {
  seo: {
    title: 'Data Hub & Analytics',
    description:
      'A governed data hub that brings ERP, CRM and operational data together for trusted reporting, real-time dashboards and analytics.',
    keywords: ['data hub', 'enterprise analytics', 'data governance', 'real-time dashboards'],
  },
  cta: dataHubAnalyticsCopy.cta,
} satisfies Config
