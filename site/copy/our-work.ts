import { site } from '../site.config.ts'
import type { CallToAction } from './cta.ts'
import type { Action, HeroCopy, SectionCopy } from './types.ts'

/** One position in the founder's career, most recent first. */
export interface CareerEntry {
  company: string
  role: string
  period: string
  achievements: readonly string[]
}

export const ourWorkCopy = {
  hero: {
    eyebrow: 'Our Work',
    heading: 'Our Work',
    lead: 'Two decades of enterprise systems work across laboratories, manufacturing and finance, and the results our clients measured.',
  },
  career: {
    eyebrow: 'Experience',
    heading: 'Two Decades of Enterprise Delivery',
    lead: `The experience behind ${site.name} is the career of our founder, ${site.founder.name}: more than twenty years across enterprise software, manufacturing, IT services and laboratory networks.`,
    entries: [
      {
        company: `${site.name} (formerly ${site.formerName})`,
        role: site.founder.role,
        period: '2019 – Present',
        achievements: [
          'Built a specialist consultancy for ERP modernization, enterprise integration and automation, with clients in India, Australia, New Zealand, Europe and North America',
          'Led the laboratory-systems program that took a diagnostics group from a two-site pilot to a multi-country production platform',
          'Turned repeatable delivery patterns into three frameworks: Vyaapari360, UnifySuite360 and AI SmartBot',
          'Built an engineering team recruited from India’s leading engineering institutes',
        ],
      },
      {
        company: site.employers['laboratory-group'],
        role: 'Head of Enterprise Integration',
        period: '2014 – 2019',
        achievements: [
          'Led integration architecture for laboratory information, billing and ERP systems across a multi-country laboratory network',
          'Replaced a tangle of point-to-point interfaces with a central integration hub and a shared data model',
          'Introduced validated release processes that passed regulatory and accreditation audits',
        ],
      },
      {
        company: site.employers['it-services'],
        role: 'Principal Solutions Architect',
        period: '2009 – 2014',
        achievements: [
          'Designed integration and ERP upgrade programs for manufacturing, retail and financial services clients in Europe and North America',
          'Led architecture reviews and recovery plans for programs that had fallen behind schedule',
          'Built reusable integration accelerators adopted across the company’s integration practice',
        ],
      },
      {
        company: site.employers.automotive,
        role: 'ERP Technical Lead',
        period: '2005 – 2009',
        achievements: [
          'Led the technical workstream of a multi-plant ERP rollout covering production planning, procurement and finance',
          'Connected shop-floor and supplier systems to the ERP, ending the manual re-keying of orders and inventory',
          'Planned and ran each plant’s cutover without stopping production',
        ],
      },
      {
        company: site.employers['software-house'],
        role: 'Software Engineer, later Senior Engineer',
        period: '2002 – 2005',
        achievements: [
          'Built modules of an ERP product for mid-size Indian manufacturers and distributors',
          'Wrote the data migration tools that moved customers off legacy accounting systems',
          'Led a small team of engineers on the product’s integration layer',
        ],
      },
    ],
  },
  featured: {
    eyebrow: 'Featured Case Study',
    lead: 'How we carried a diagnostics group’s laboratory systems from a two-site pilot to a platform running across six countries, and kept it running.',
    action: { label: 'Read the Case Study', href: '/our-work/laboratory-systems-case-study' },
  },
  cta: {
    heading: 'Have a program like these in mind?',
    text: 'Tell us where your systems are today and where they need to be. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
    action: 'Schedule a Consultation',
  },
} as const satisfies {
  hero: HeroCopy
  career: SectionCopy & { entries: readonly CareerEntry[] }
  featured: { eyebrow: string; lead: string; action: Action }
  cta: CallToAction
}
