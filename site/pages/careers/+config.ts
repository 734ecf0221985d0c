// https://vike.dev/config
import type { Config } from 'vike/types'
import { careersCopy } from '../../copy/careers.ts'

export default {
  seo: {
    title: 'Careers',
    description:
      'Join Axon Intelligence: we hire outstanding engineers from India’s top engineering institutes to work on enterprise integration at global scale.',
  },
  cta: careersCopy.cta,
} satisfies Config
