export interface NavLink {
  label: string
  /** The page's path; the browser tests check that every link on the site leads to a page. */
  href: string
  /** One line under the link in a dropdown panel. */
  description?: string
}

export interface NavGroup {
  /** Stable identifier, also used for element ids. */
  id: 'solutions' | 'frameworks' | 'industries' | 'whyAxon'
  label: string
  links: readonly NavLink[]
}

export const primaryLinks = [
  { label: 'About', href: '/about' },
  { label: 'Our Work', href: '/our-work' },
  { label: 'Insights', href: '/insights' },
] as const satisfies readonly NavLink[]

export const navGroups = [
  {
    id: 'solutions',
    label: 'Solutions',
    links: [
      {
        label: 'ERP Modernization',
        href: '/solutions/erp-modernization',
        description: 'Extend your ERP’s life with APIs, cloud and modern interfaces.',
      },
      {
        label: 'Enterprise Integration',
        href: '/solutions/enterprise-integration',
        description: 'Connect ERP, CRM, commerce and finance systems, API-first.',
      },
      {
        label: 'Data Hub & Analytics',
        href: '/solutions/data-hub-analytics',
        description: 'One governed source of truth for reporting and analytics.',
      },
      {
        label: 'Business Process Automation',
        href: '/solutions/business-process-automation',
        description: 'Automate approvals, documents and data entry.',
      },
    ],
  },
  {
    id: 'frameworks',
    label: 'Frameworks',
    links: [
      {
        label: 'All Frameworks',
        href: '/frameworks',
        description: 'Proven accelerators for integration and automation.',
      },
      {
        label: 'Vyaapari360',
        href: '/frameworks/vyaapari360',
        description: 'Tally integration for businesses in India.',
      },
      {
        label: 'UnifySuite360',
        href: '/frameworks/unifysuite360',
        description: 'Enterprise integration for Australia and New Zealand.',
      },
      {
        label: 'AI SmartBot',
        href: '/frameworks/ai-smartbot',
        description: 'Natural-language automation for your business data.',
      },
    ],
  },
  {
    id: 'industries',
    label: 'Industries',
    links: [
      {
        label: 'Manufacturing',
        href: '/industries/manufacturing',
        description: 'Connected production, inventory and order data.',
      },
      {
        label: 'Life Sciences & Healthcare',
        href: '/industries/life-sciences-healthcare',
        description: 'Traceable, validated laboratory and quality systems.',
      },
      {
        label: 'Financial Services',
        href: '/industries/financial-services',
        description: 'Secure, auditable data flows and reconciliation.',
      },
    ],
  },
  {
    id: 'whyAxon',
    label: 'Why Axon',
    links: [
      {
        label: 'The Axon Difference',
        href: '/why-axon/difference',
        description: 'How we compare with integrators and offshore providers.',
      },
      {
        label: 'Our Approach',
        href: '/why-axon/approach',
        description: 'Five phases from discovery to ongoing support.',
      },
      { label: 'Our Team', href: '/team', description: 'The senior engineers who lead every engagement.' },
      { label: 'Careers', href: '/careers', description: 'Join a team of exceptional engineers.' },
    ],
  },
] as const satisfies readonly NavGroup[]

/** What the header says besides its links: the skip link, the navigations' accessible names, the menu button. */
export const headerLabels = {
  skipToContent: 'Skip to content',
  main: 'Main',
  mobile: 'Mobile',
  menu: 'Menu',
}

export const consultationLink = {
  label: 'Schedule Consultation',
  href: '/contact',
  /** What the header's button shows where the full navigation is tight (768 to 1023 px); screen readers still hear the label. */
  shortLabel: 'Consultation',
} as const satisfies NavLink & { shortLabel: string }

export const footerColumns = [
  {
    heading: 'Solutions',
    links: navGroups[0].links.map(({ label, href }) => ({ label, href })),
  },
  {
    heading: 'Frameworks',
    links: [
      { label: 'Vyaapari360', href: '/frameworks/vyaapari360' },
      { label: 'Tally Integration', href: '/frameworks/vyaapari360/tally-integration' },
      { label: 'UnifySuite360', href: '/frameworks/unifysuite360' },
      { label: 'AI SmartBot', href: '/frameworks/ai-smartbot' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Our Work', href: '/our-work' },
      { label: 'Team', href: '/team' },
      { label: 'Careers', href: '/careers' },
      { label: 'Insights', href: '/insights' },
      { label: 'Contact', href: '/contact' },
    ],
  },
] as const satisfies readonly { heading: string; links: readonly NavLink[] }[]

export const legalLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
] as const satisfies readonly NavLink[]

export const footerCopy = {
  blurb:
    'Axon Intelligence architects the central nervous system for the enterprise: elite engineering for complex ERP modernization and data integration.',
  emailLabel: 'Email us at',
}
