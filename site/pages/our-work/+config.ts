// https://vike.dev/config
import type { Config } from 'vike/types'
import { ourWorkCopy } from '../../copy/our-work.ts'

export default {
  seo: {
    title: 'Our Work',
    description:
      'Two decades of enterprise delivery, and a laboratory-systems case study that scaled from 2 to 20+ deployments across 6 countries.',
  },
  cta: ourWorkCopy.cta,
} satisfies Config
