// https://vike.dev/config
import type { Config } from 'vike/types'
import { erpModernizationCopy } from '@/copy/solutions/erp-modernization.ts'

export default {
  seo: {
    title: 'ERP Modernization',
    description:
      'Extend the life of your ERP by five to ten years: API layers, cloud migration and modern interfaces around the core your business depends on.',
    keywords: ['ERP modernization', 'legacy ERP', 'ERP API enablement', 'ERP cloud migration'],
  },
  cta: erpModernizationCopy.cta,
} satisfies Config
