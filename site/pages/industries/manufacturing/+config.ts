// https://vike.dev/config
import type { Config } from 'vike/types'
import { manufacturingCopy } from '@/copy/industries/manufacturing.ts'

export default {
  seo: {
    title: 'Manufacturing',
    description:
      'Connect shop floor, supply chain and ERP systems so manufacturers plan with real-time data and stop re-keying orders and inventory.',
  },
  cta: manufacturingCopy.cta,
} satisfies Config
