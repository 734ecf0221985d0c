// https://vike.dev/config
import type { Config } from 'vike/types'
import { lifeSciencesCopy } from '@/copy/industries/life-sciences-healthcare.ts'

export default {
  seo: {
    title: 'Life Sciences & Healthcare',
    description:
      'Validation-ready integration for laboratories, diagnostics and healthcare providers: LIMS, ERP and quality systems connected with full traceability.',
  },
  cta: lifeSciencesCopy.cta,
} satisfies Config
