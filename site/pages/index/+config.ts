// https://vike.dev/config
import type { Config } from 'vike/types'
import { homeCopy } from '../../copy/home.ts'
import { organizationData } from '../../lib/seo/index.ts'

const description =
  'Axon Intelligence modernizes ERP platforms, connects enterprise applications and automates business processes, with senior engineers who deliver in two-week sprints.'

export default {
  seo: {
    title: 'Enterprise Integration, ERP Modernization & Automation',
    description,
    keywords: ['ERP modernization', 'enterprise integration', 'process automation', 'data hub', 'Tally integration'],
    // Search engines learn who runs the site from its home page.
    structuredData: [organizationData(description)],
  },
  cta: homeCopy.cta,
} satisfies Config
