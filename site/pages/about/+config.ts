// https://vike.dev/config
import type { Config } from 'vike/types'
import { aboutCopy } from '../../copy/about.ts'

export default {
  seo: {
    title: 'About Us',
    description:
      'A specialist consultancy for ERP modernization and enterprise integration, led by engineers with more than twenty years of enterprise delivery experience.',
  },
  cta: aboutCopy.cta,
} satisfies Config
