import type { Card } from './types.ts'

export interface SolutionCard extends Card {
  benefits: readonly [string, string, string]
}

export interface FrameworkCard extends Card {
  badge: string
  tagline: string
  benefits: readonly [string, string, string, string]
}

export const homeCopy = {
  hero: {
    eyebrow: 'Enterprise integration & ERP modernization',
    heading: 'Architecting the Central Nervous System for the Enterprise',
    lead: 'We connect your ERP, CRM, finance and operational systems into one responsive whole, with elite engineering for complex ERP modernization and data integration.',
    primary: { label: 'Schedule a Consultation', href: '/contact' },
    secondary: { label: 'View Our Work', href: '#our-work' },
    video: {
      sources: [
        { src: '/videos/hero.webm', type: 'video/webm' },
        { src: '/videos/hero.mp4', type: 'video/mp4' },
      ],
      poster: '/videos/hero-poster.webp',
      fallback: 'Your browser does not support the video tag.',
    },
  },
  experience: {
    heading: '20+ Years of Enterprise Experience With',
  },
  problem: {
    heading: 'Is Your Growth Trapped by Disconnected Systems?',
    lead: 'When systems cannot talk to each other, people fill the gaps: re-keying orders, reconciling spreadsheets and waiting for reports that are out of date when they arrive.',
    action: 'Learn More',
    cards: [
      {
        icon: 'network',
        title: 'Unify Systems',
        description:
          'Connect ERP, CRM, e-commerce and finance platforms so every system works from the same, current data.',
        href: '/solutions/enterprise-integration',
      },
      {
        icon: 'workflow',
        title: 'Automate Complexity',
        description:
          'Replace manual hand-offs, approvals and data entry with dependable automated workflows your teams can trust.',
        href: '/solutions/business-process-automation',
      },
      {
        icon: 'trendingUp',
        title: 'Accelerate Growth',
        description:
          'Turn connected data into real-time insight, so decisions are made on what is happening now, not last month.',
        href: '/solutions/data-hub-analytics',
      },
    ],
  },
  solutions: {
    eyebrow: 'Solutions',
    heading: 'Four Ways We Strengthen Your Enterprise Core',
    lead: 'Each engagement is led by senior engineers and delivered in two-week sprints, with measurable outcomes agreed up front.',
    action: 'Explore Solutions',
    cards: [
      {
        icon: 'database',
        title: 'ERP Modernization',
        description:
          'Extend the life of the ERP your business depends on with APIs, cloud migration and modern user experiences.',
        benefits: [
          '5-10 years ERP life extension',
          '60% modernization cost reduction',
          'No disruption to daily operations',
        ],
        href: '/solutions/erp-modernization',
      },
      {
        icon: 'network',
        title: 'Enterprise Integration',
        description: 'API-first integration between ERP, CRM, commerce and finance systems, monitored end to end.',
        benefits: ['60% faster integration time', '80% less manual entry', '99.9% uptime SLA'],
        href: '/solutions/enterprise-integration',
      },
      {
        icon: 'barChart',
        title: 'Data Hub & Analytics',
        description: 'One governed hub for operational data, feeding trusted reports and real-time dashboards.',
        benefits: ['A single source of truth', 'Real-time dashboards', 'Governed, auditable data'],
        href: '/solutions/data-hub-analytics',
      },
      {
        icon: 'workflow',
        title: 'Business Process Automation',
        description:
          'Automated approvals, document handling and data entry across the systems your teams use every day.',
        benefits: ['60-80% cycle time reduction', 'Error rates below 0.5%', 'ROI in 6-12 months'],
        href: '/solutions/business-process-automation',
      },
    ],
  },
  frameworks: {
    eyebrow: 'Frameworks',
    heading: 'Proven Frameworks, Faster Results',
    lead: 'Our frameworks package years of delivery work into tested connectors and patterns, so your project starts weeks ahead.',
    action: 'Explore Framework',
    cards: [
      {
        icon: 'store',
        badge: 'India',
        title: 'Vyaapari360',
        tagline: 'Tally integration for growing Indian businesses',
        description:
          'Connects Tally to e-commerce, CRM and analytics platforms in real time, for the roughly 2 million businesses in India that run on Tally.',
        benefits: [
          'Pre-built connectors',
          'Cloud, on-premise or hybrid',
          'Standard connectors live in 2-4 weeks',
          'Managed service available',
        ],
        href: '/frameworks/vyaapari360',
      },
      {
        icon: 'globe',
        badge: 'Australia & New Zealand',
        title: 'UnifySuite360',
        tagline: 'Enterprise integration for ANZ organisations',
        description:
          'Connectors for the accounting, ERP, CRM, HR and e-commerce platforms used across Australia and New Zealand.',
        benefits: [
          'Regional compliance built in',
          'Local support',
          'Fixed-price, T&M or managed service',
          'Proven ANZ connectors',
        ],
        href: '/frameworks/unifysuite360',
      },
      {
        icon: 'bot',
        badge: 'AI-Powered',
        title: 'AI SmartBot',
        tagline: 'Ask your business systems in plain language',
        description:
          'A natural-language assistant that answers questions from your business data and handles routine requests.',
        benefits: ['90% faster reports', '75% fewer help-desk tickets', '3-6 month payback', '8-week implementation'],
        href: '/frameworks/ai-smartbot',
      },
    ],
  },
  caseStudy: {
    eyebrow: 'Case Study',
    heading: 'Proven at Enterprise Scale',
    lead: 'For a diagnostics group running more than 900 laboratories, we built the integration platform that carried its laboratory systems from two pilot sites to a multi-country estate.',
    action: { label: 'Read the Case Study', href: '/our-work/laboratory-systems-case-study' },
    stats: [
      { value: '2 → 20+', label: 'Lab deployments scaled' },
      { value: '99.9%', label: 'System uptime' },
      { value: '15 weeks', label: 'Pilot to production' },
      { value: '6', label: 'Countries' },
      { value: '900+', label: 'Labs in the client’s network' },
      { value: '€6B+', label: 'Client revenue' },
    ],
  },
  differentiators: {
    eyebrow: 'Why Axon',
    heading: 'Why Enterprises Choose Axon Intelligence',
    cards: [
      {
        icon: 'award',
        title: 'Elite Engineering Talent',
        description:
          'Engineers drawn from the top 3% of talent, who design and build the solution themselves rather than hand it on.',
      },
      {
        icon: 'history',
        title: '20+ Years of Leadership',
        description:
          'Two decades leading enterprise systems programmes across laboratories, manufacturing and financial services.',
      },
      {
        icon: 'target',
        title: 'Specialist Focus',
        description:
          'ERP modernization, integration and automation are all we do, so we bring depth a generalist cannot.',
      },
      {
        icon: 'zap',
        title: 'Agile Without Bureaucracy',
        description:
          'Working software every two-week sprint, direct access to the engineers, and no layers of account management.',
      },
    ],
  },
  cta: {
    heading: 'Ready to unify your enterprise systems?',
    text: 'Talk to a senior architect about your ERP, integration or automation challenge. Book a free 30-minute consultation and we will reply within 24 hours.',
    action: 'Schedule a Consultation',
    secondary: { label: 'Explore Our Solutions', href: '/#solutions' },
  },
} as const satisfies Record<string, unknown>
