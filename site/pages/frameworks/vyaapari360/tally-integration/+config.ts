// https://vike.dev/config
import type { Config } from 'vike/types'
import { tallyIntegrationCopy } from '@/copy/frameworks/tally-integration.ts'

export default {
  seo: {
    title: 'Tally Integration Services',
    description:
      'Real-time, two-way Tally integration with e-commerce, CRM, banking and analytics systems, built on the Vyaapari360 framework.',
    keywords: ['Tally integration', 'TallyPrime', 'Vyaapari360'],
  },
  cta: tallyIntegrationCopy.cta,
} satisfies Config
