// https://vike.dev/config
import type { Config } from 'vike/types'
import { defaultCta } from '@/copy/cta.ts'

export default {
  seo: {
    title: 'Message Not Sent',
    description:
      'Your enquiry could not be sent. Go back to the form to correct it or try again, or email Axon Intelligence directly.',
    noindex: true,
  },
  // The site's own, not the contact page's: that one points at the form on its page.
  cta: defaultCta,
  // A plain result page for visitors without JavaScript: nothing here needs the form's script.
  clientHooks: false,
} satisfies Config
