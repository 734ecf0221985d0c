// https://vike.dev/config
import type { Config } from 'vike/types'
import { defaultCta } from '@/copy/cta.ts'

export default {
  seo: {
    title: 'Message Sent',
    description:
      'Your enquiry has reached Axon Intelligence. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
    noindex: true,
  },
  // The site's own, not the contact page's: that one points at the form on its page.
  cta: defaultCta,
  // A plain result page for visitors without JavaScript: nothing here needs the form's script.
  clientHooks: false,
} satisfies Config
