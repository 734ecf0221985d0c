// https://vike.dev/config
import type { Config } from 'vike/types'
import { enterpriseIntegrationCopy } from '@/copy/solutions/enterprise-integration.ts'

export default {
  seo: {
    title: 'Enterprise Integration',
    description:
      'Connect ERP, CRM, e-commerce and finance systems with API-first integration that removes manual data entry and keeps every system in step.',
    keywords: ['enterprise integration', 'API-first integration', 'ERP CRM integration', 'EDI integration'],
  },
  cta: enterpriseIntegrationCopy.cta,
} satisfies Config
