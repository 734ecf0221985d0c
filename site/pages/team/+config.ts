// https://vike.dev/config
import type { Config } from 'vike/types'
import { teamCopy } from '../../copy/team.ts'

export default {
  seo: {
    title: 'Our Team',
    description:
      'Meet the engineers and advisers who lead Axon Intelligence: decades of ERP, integration and enterprise architecture experience.',
  },
  cta: teamCopy.cta,
} satisfies Config
