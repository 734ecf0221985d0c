// https://vike.dev/config
import type { Config } from 'vike/types'
import { frameworksOverviewCopy } from '../../copy/frameworks/overview.ts'

export default {
  seo: {
    title: 'Our Frameworks',
    description:
      'Vyaapari360, UnifySuite360 and AI SmartBot: proven frameworks that shorten integration and automation projects from months to weeks.',
  },
  cta: frameworksOverviewCopy.cta,
} satisfies Config
