// https://vike.dev/config
import type { Config } from 'vike/types'
import { financialServicesCopy } from '@/copy/industries/financial-services.ts'

export default {
  seo: {
    title: 'Financial Services',
    description:
      'Secure, auditable integration and automation for financial services firms: reconciliations, reporting and compliance without manual effort.',
  },
  cta: financialServicesCopy.cta,
} satisfies Config
