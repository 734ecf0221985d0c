// https://vike.dev/config
import type { Config } from 'vike/types'
import { vyaapari360Copy } from '@/copy/frameworks/vyaapari360.ts'

export default {
  seo: {
    title: 'Vyaapari360: Tally Integration for Indian Businesses',
    description:
      'Connect Tally to e-commerce, CRM and analytics in real time with pre-built connectors, deployed in the cloud, on-premise or hybrid.',
    keywords: ['Tally integration', 'Tally ERP', 'Vyaapari360', 'India'],
  },
  cta: vyaapari360Copy.cta,
} satisfies Config
