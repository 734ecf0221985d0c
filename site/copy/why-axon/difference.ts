import type { CallToAction } from '../cta.ts'
import type { Comparison, Feature, HeroCopy, SectionCopy } from '../types.ts'

type Five<T> = readonly [T, T, T, T, T]
type Six<T> = readonly [T, T, T, T, T, T]

/** The comparison's columns: Axon first, then the four alternatives the spec names, in order. */
interface ProviderComparison extends Comparison {
  columns: Five<string>
  rows: readonly { label: string; cells: Five<string> }[]
}

export interface DifferenceCopy {
  hero: HeroCopy
  differentiators: { section: SectionCopy; items: Six<Feature> }
  comparison: { section: SectionCopy; table: ProviderComparison }
  cta: CallToAction
}

export const differenceCopy = {
  hero: {
    eyebrow: 'Why Axon',
    heading: 'The Axon Difference',
    lead: 'Why enterprises choose a specialist team of senior engineers over large integrators, offshore body shops and single-platform consultants.',
  },
  differentiators: {
    section: {
      eyebrow: 'What Sets Us Apart',
      heading: 'Six Reasons Enterprises Work With Us',
      lead: 'We are deliberately small and deliberately specialist. That shapes who you work with, how fast things move and what you own at the end.',
    },
    items: [
      {
        icon: 'award',
        title: 'Senior Engineers Do the Work',
        description:
          'The architect who scopes your project stays on it and builds it. You will not meet a senior team at the pitch and a junior one at kick-off.',
      },
      {
        icon: 'history',
        title: '20+ Years of Enterprise Leadership',
        description:
          'Our leadership has spent more than two decades delivering ERP, laboratory and integration programs for global enterprises, many of them in regulated industries.',
      },
      {
        icon: 'target',
        title: 'Specialist Focus',
        description:
          'ERP modernization, integration, automation and data hubs are all we do. That depth shows in the questions we ask in the first week.',
      },
      {
        icon: 'zap',
        title: 'Agile Without Bureaucracy',
        description:
          'Two-week sprints, a working demonstration at the end of each, and direct access to the engineers instead of layers of account management.',
      },
      {
        icon: 'compass',
        title: 'Platform Neutral',
        description:
          'We have no licenses to resell and no partner quotas to meet, so we recommend the platform that fits your estate, often the one you already own.',
      },
      {
        icon: 'handshake',
        title: 'Your Team Owns the Result',
        description:
          'Documentation, pairing and handover are planned from the first sprint, so your people can run and extend what we build, with our support if you want it.',
      },
    ],
  },
  comparison: {
    section: {
      eyebrow: 'Comparison',
      heading: 'How We Compare',
      lead: 'Each kind of provider has its place. This is how we differ from the four alternatives enterprise buyers most often weigh us against.',
    },
    table: {
      caption:
        'How Axon Intelligence compares with large system integrators, offshore body shops, platform-specific consultants and product vendors',
      scrollHint: 'On a narrow screen, scroll the table sideways to compare all five.',
      rowHeader: 'What you get',
      columns: [
        'Axon Intelligence',
        'Large System Integrators',
        'Offshore Body Shops',
        'Platform-Specific Consultants',
        'Product Vendors',
      ],
      rows: [
        {
          label: 'Who does the work',
          cells: [
            'The senior engineers who designed the solution',
            'Large delivery teams, often with subcontractors',
            'Staff supplied to work to your specification',
            'Consultants certified on a single platform',
            'The vendor’s services arm or its partners',
          ],
        },
        {
          label: 'Seniority of the team',
          cells: [
            'Senior architects and engineers throughout',
            'Senior at the pitch, mostly junior in delivery',
            'Mostly junior, with frequent rotation',
            'Deep on one platform, thin beyond it',
            'Product specialists rather than enterprise architects',
          ],
        },
        {
          label: 'Speed to first delivery',
          cells: [
            'Discovery in 1-2 weeks, then working software every sprint',
            'Months of mobilization and design before build starts',
            'Depends on how complete your specification is',
            'Quick within the platform’s standard scope',
            'Quick for standard features; extensions wait for the roadmap',
          ],
        },
        {
          label: 'Pricing model',
          cells: [
            'Fixed-price, time-and-materials or managed service, agreed per phase',
            'Large program fees, plus change requests',
            'Low day rates with a hidden management overhead',
            'Day rates, often bundled with license sales',
            'License or subscription fees, with services extra',
          ],
        },
        {
          label: 'Platform neutrality',
          cells: [
            'Neutral: we recommend what fits your estate',
            'Often shaped by alliance partnerships',
            'Builds whatever is specified',
            'Committed to one platform',
            'Recommends its own product',
          ],
        },
        {
          label: 'Knowledge transfer',
          cells: [
            'Planned from the first sprint, with documentation and pairing',
            'A separate workstream, often cut when budgets tighten',
            'Knowledge stays with the supplier’s staff',
            'Limited to platform configuration',
            'Product training only',
          ],
        },
        {
          label: 'Support after go-live',
          cells: [
            'The engineers who built it, on an agreed support plan',
            'A separate support organization',
            'A ticket queue with rotating staff',
            'Platform issues only',
            'Product support; your integrations are your own',
          ],
        },
      ],
    },
  },
  cta: {
    heading: 'Meet the engineers who would do the work',
    text: 'Your first consultation is with a senior architect, not a sales team. Tell us about your systems and we will reply within 24 hours.',
    action: 'Schedule a Consultation',
    secondary: { label: 'See How We Work', href: '/why-axon/approach' },
  },
} as const satisfies DifferenceCopy
