// https://vike.dev/config
import type { Config } from 'vike/types'
import { caseStudyCopy } from '@/copy/case-study.ts'

export default {
  seo: {
    title: 'Laboratory Systems Case Study',
    description:
      'How a laboratory group with 900+ labs went from 2 to 20+ system deployments in 6 countries, with 99.9% uptime and a 15-week pilot to production.',
    ogType: 'article',
  },
  cta: caseStudyCopy.cta,
} satisfies Config
