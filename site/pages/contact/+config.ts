// https://vike.dev/config
import type { Config } from 'vike/types'
import { contactCopy } from '../../copy/contact.ts'

export default {
  seo: {
    title: 'Contact Us',
    description:
      'Book a free 30-minute consultation with a senior architect. Tell us about your integration challenge and we will respond within 24 hours.',
  },
  cta: contactCopy.cta,
} satisfies Config
