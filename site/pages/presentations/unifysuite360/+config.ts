// https://vike.dev/config
import type { Config } from 'vike/types'
import { presentationCopy } from '@/copy/presentation.ts'

export default {
  seo: {
    title: 'UnifySuite360 Presentation',
    description:
      'A thirteen-slide overview of UnifySuite360: the challenge, the solution, architecture, success stories, implementation and return on investment.',
    keywords: ['UnifySuite360', 'enterprise integration Australia', 'enterprise integration New Zealand'],
  },
  cta: presentationCopy.cta,
} satisfies Config
