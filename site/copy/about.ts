import { site } from '../site.config.ts'
import type { CallToAction } from './cta.ts'
import type { Action, Card, HeroCopy, Metric, SectionCopy } from './types.ts'

export const aboutCopy = {
  hero: {
    eyebrow: 'About Us',
    heading: 'About Axon Intelligence',
    lead: 'We are a specialist engineering firm that helps mid-size and large enterprises get more from the systems they already own, without the overhead of a large integrator.',
  },
  stats: {
    heading: `${site.name} at a glance`,
    metrics: [
      { value: '60%', label: 'Faster implementation' },
      { value: '40%', label: 'Cost reduction' },
      { value: '99.9%', label: 'Uptime' },
      { value: '20+', label: 'Years of enterprise experience' },
    ],
  },
  story: {
    eyebrow: 'Who we are',
    heading: 'Our Story',
    paragraphs: [
      `${site.name} began as ${site.formerName}, a small team of integration engineers called in when enterprise programs stalled: ERP systems that could not exchange data with the rest of the business, overnight batch jobs that failed without warning, and finance teams reconciling spreadsheets at every month end.`,
      'Over the years the work grew from single interfaces to enterprise-wide platforms: laboratory networks spanning several countries, manufacturers running long-serving ERP systems beside modern e-commerce, and finance operations where every figure has to reconcile. The lesson was the same each time. Most enterprises do not need to replace their core systems. They need them connected, opened up through APIs and automated around the edges.',
      `We took the name ${site.name} to say what we do. An axon carries signals between the cells of a nervous system; our work carries data between the systems an enterprise runs on, reliably and as it happens. The name changed. The engineers, the standards and the clients stayed.`,
      'Today we work with mid-size and large enterprises in India, Australia, New Zealand, Europe and North America. Senior engineers design and build every solution themselves, and clients see working software at the end of every two-week sprint.',
    ],
    focus: {
      heading: 'What we focus on',
      items: [
        'ERP modernization without a rip-and-replace',
        'API-first enterprise integration',
        'Business process automation',
        'Governed data hubs and analytics',
        'Our frameworks: Vyaapari360, UnifySuite360 and AI SmartBot',
      ],
    },
  },
  explore: {
    eyebrow: 'Get to know us',
    heading: 'How We Work, and Who Does the Work',
    action: 'Learn More',
    cards: [
      {
        icon: 'target',
        title: 'The Axon Difference',
        description:
          'How a specialist team of senior engineers compares with large integrators, offshore body shops and single-platform consultants.',
        href: '/why-axon/difference',
      },
      {
        icon: 'compass',
        title: 'Our Approach',
        description:
          'Five phases from a one-to-two-week discovery to ongoing support, with working software at the end of every sprint.',
        href: '/why-axon/approach',
      },
      {
        icon: 'users',
        title: 'Our Team',
        description:
          'The engineers and advisers who lead every engagement, and the experience each of them brings to it.',
        href: '/team',
      },
    ],
  },
  founder: {
    eyebrow: 'Leadership',
    heading: 'Meet Our Founder',
    bio: [
      `${site.founder.name} has spent more than twenty years designing and delivering enterprise systems, from multi-plant ERP rollouts in manufacturing to integration platforms for laboratory networks operating in several countries.`,
      `Before founding the firm, ${site.founder.name} held architecture and delivery leadership roles at global laboratory, automotive and IT services companies, and still reviews every solution architecture the firm delivers.`,
    ],
    actions: [
      { label: 'Meet the Leadership Team', href: '/team' },
      { label: 'See Our Founder’s Career', href: '/our-work' },
    ],
  },
  cta: {
    heading: 'Talk to the engineers who will do the work',
    text: 'Book a free 30-minute consultation with a senior architect about your ERP, integration or automation challenge. We reply within 24 hours.',
    action: 'Schedule a Consultation',
  },
} as const satisfies {
  hero: HeroCopy
  stats: { heading: string; metrics: readonly Metric[] }
  story: SectionCopy & { paragraphs: readonly string[]; focus: { heading: string; items: readonly string[] } }
  explore: SectionCopy & { action: string; cards: readonly Card[] }
  founder: SectionCopy & { bio: readonly string[]; actions: readonly Action[] }
  cta: CallToAction
}
