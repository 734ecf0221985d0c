import type { Feature, SectionCopy } from '../types.ts'
import type { FeatureSection, SolutionCopy } from './types.ts'

export interface ErpModernizationCopy extends SolutionCopy {
  challenge: FeatureSection
  solution: { section: SectionCopy; paragraphs: readonly string[]; principles: readonly Feature[] }
}

export const erpModernizationCopy = {
  hero: {
    eyebrow: 'Solutions',
    heading: 'ERP Modernization',
    lead: 'Keep the ERP that runs your business and give it what it lacks: open APIs, modern user experiences and a path to the cloud, delivered in two-week sprints.',
  },
  challenge: {
    section: {
      eyebrow: 'The Challenge',
      heading: 'Your ERP Runs the Business, and Holds It Back',
      lead: 'Most enterprise ERPs still do their core job well: they post the ledger, plan production and ship orders. The trouble is everything that has grown up around that core.',
    },
    items: [
      {
        icon: 'puzzle',
        title: 'Customizations No One Dares Touch',
        description:
          'Years of bespoke code and workarounds turn every upgrade into a project, and the people who wrote them have long since moved on.',
      },
      {
        icon: 'lock',
        title: 'Data Locked Inside',
        description:
          'Without open interfaces, getting orders, stock or financials into other systems means exports, spreadsheets and overnight batch jobs.',
      },
      {
        icon: 'wallet',
        title: 'Rising Cost to Stand Still',
        description:
          'Licenses, hosting and scarce specialist skills consume the IT budget before a single improvement has been funded.',
      },
      {
        icon: 'alert',
        title: 'Replacement Is a Bet on the Business',
        description:
          'A full re-implementation takes years, disrupts every department and still carries the risk of a go-live that fails.',
      },
    ],
  },
  solution: {
    section: {
      eyebrow: 'Our Solution',
      heading: 'Modernize Around the Core, Not Instead of It',
    },
    paragraphs: [
      'We keep the parts of your ERP that work, such as the business rules, the master data and the processes your teams know, and replace what limits you. Open APIs expose the core to the rest of the enterprise, brittle customizations move into maintainable services, and workloads move to the cloud when the business case is there, not before.',
      'The work runs in two-week sprints alongside your live system. Each sprint ends with something in use: a new interface, a retired batch job, a faster screen. You can change direction at the end of any sprint, and you never depend on a single cutover weekend.',
    ],
    principles: [
      {
        icon: 'shieldCheck',
        title: 'Keep What Works',
        description:
          'Your ledger, master data and proven processes stay where they are, so daily operations carry on undisturbed.',
      },
      {
        icon: 'plug',
        title: 'Open It Up',
        description:
          'A documented API layer lets CRM, e-commerce, analytics and partner systems work with the ERP in real time.',
      },
      {
        icon: 'gitBranch',
        title: 'Move in Steps',
        description:
          'Each change goes live on its own, beside the existing system, so risk stays small and value arrives early.',
      },
    ],
  },
  capabilities: {
    section: {
      eyebrow: 'Capabilities',
      heading: 'What We Modernize',
      lead: 'Combined to fit your platform, your customizations and where you want the business to be in five years’ time.',
    },
    items: [
      {
        icon: 'search',
        title: 'ERP Health Assessment',
        description:
          'A short review of modules, customizations, integrations and licenses, ending in a costed roadmap of what to keep, modernize or retire.',
      },
      {
        icon: 'plug',
        title: 'API Enablement',
        description:
          'Secure, versioned and documented APIs over the ERP core, so other systems stop reading its database directly.',
      },
      {
        icon: 'cloud',
        title: 'Cloud Migration',
        description:
          'Rehosting or replatforming to the cloud you choose, scheduled around your financial close and tested at production volumes.',
      },
      {
        icon: 'layers',
        title: 'User Experience Modernization',
        description:
          'Web and mobile screens for the tasks people do most, such as approvals, stock checks and order entry, over unchanged ERP logic.',
      },
      {
        icon: 'code',
        title: 'Customization Re-engineering',
        description:
          'Bespoke code moved out of the ERP into tested services, so upgrades no longer break what the business relies on.',
      },
      {
        icon: 'database',
        title: 'Data Migration and Cleansing',
        description:
          'Profiling, de-duplication and reconciled migration of master and transactional data, with sign-off reports finance can audit.',
      },
      {
        icon: 'refresh',
        title: 'Upgrade Planning',
        description:
          'A route to a supported version, with regression tests that prove critical processes still work before you switch.',
      },
      {
        icon: 'gauge',
        title: 'Performance and Stability',
        description:
          'Tuning of slow reports, batch windows and database load, with monitoring that warns your team before users notice.',
      },
    ],
  },
  figures: {
    section: {
      eyebrow: 'Outcomes',
      heading: 'What Modernization Delivers',
      lead: 'Compared with replacing the ERP outright, modernizing around the core costs less, returns value sooner and keeps the business running throughout.',
    },
    metrics: [
      { value: '60%', label: 'Modernization cost reduction' },
      { value: '5-10 years', label: 'ERP life extension' },
      { value: '2-week', label: 'Sprints, each ending in working software' },
      { value: 'Zero', label: 'Big-bang cutovers: every change goes live in stages' },
    ],
  },
  cta: {
    heading: 'Find out how much life is left in your ERP',
    text: 'In a free 30-minute consultation, a senior architect will look at your ERP, its customizations and its integrations, and tell you plainly whether to modernize or replace.',
    action: 'Schedule a Consultation',
    secondary: { label: 'View Our Work', href: '/our-work' },
  },
} as const satisfies ErpModernizationCopy
