import type { CallToAction } from '../cta.ts'
import type { Action, Feature, HeroCopy, Metric, Phase, SectionCopy } from '../types.ts'
import { vyaapari360Card } from './cards.ts'

export const tallyIntegrationCopy = {
  hero: {
    eyebrow: `${vyaapari360Card.title} · ${vyaapari360Card.badge}`,
    heading: 'Tally Integration Services',
    lead: 'Two-way, real-time integration between Tally and the platforms you sell, bill and report through, built on Vyaapari360’s pre-built connectors.',
    actions: [
      { label: 'Schedule a Consultation', href: '/contact' },
      { label: 'Back to Vyaapari360', href: vyaapari360Card.href },
    ],
  },
  results: {
    copy: {
      eyebrow: 'Results',
      heading: 'What Changes When Tally Is Connected',
      lead: 'Typical results when manual entry gives way to Vyaapari360 integration.',
    },
    metrics: [
      { value: '70%', label: 'Less manual data entry' },
      { value: '95%', label: 'Fewer entry errors' },
      { value: '200+', label: 'Hours saved monthly' },
    ],
  },
  capabilities: {
    copy: {
      eyebrow: 'Capabilities',
      heading: 'Eight Things the Integration Handles for You',
    },
    items: [
      {
        icon: 'refresh',
        title: 'Real-time, two-way sync',
        description:
          'Orders, invoices, receipts and payments move between Tally and your other systems as they happen, not in an overnight batch.',
      },
      {
        icon: 'database',
        title: 'Masters kept in step',
        description:
          'Ledgers, stock items, units, godowns and cost centres are matched across systems, so every voucher lands against the right master.',
      },
      {
        icon: 'receipt',
        title: 'Voucher automation',
        description:
          'Sales, purchase, receipt, payment and journal vouchers are posted with the correct ledgers, taxes and narration, ready for your accountant to review.',
      },
      {
        icon: 'fileCheck',
        title: 'GST-aware validation',
        description:
          'GSTINs, HSN and SAC codes, place of supply and tax rates are checked before a transaction reaches Tally.',
      },
      {
        icon: 'package',
        title: 'Inventory visibility',
        description:
          'Stock levels from Tally are published to your storefronts and marketplaces, so you stop selling items you no longer have.',
      },
      {
        icon: 'banknote',
        title: 'Bank and gateway feeds',
        description:
          'Bank statements and payment gateway settlements are matched to receipts, leaving only genuine exceptions for your team.',
      },
      {
        icon: 'building',
        title: 'Multi-company and multi-branch',
        description:
          'Several Tally companies or branch installations are routed by rule or consolidated for group-level reporting.',
      },
      {
        icon: 'eye',
        title: 'Audit trail and alerts',
        description:
          'Every record is logged with its source. Failures are retried automatically and escalated when a person needs to decide.',
      },
    ],
  },
  useCases: {
    copy: {
      eyebrow: 'Use cases',
      heading: 'Where Tally Integration Pays Off First',
      lead: 'Five integrations we deliver most often, each replacing a recurring manual task.',
    },
    items: [
      {
        icon: 'shoppingCart',
        title: 'E-commerce order sync',
        description:
          'Marketplace and web-store orders become sales vouchers in Tally within minutes, with returns, discounts and shipping charges accounted for correctly.',
      },
      {
        icon: 'fileText',
        title: 'CRM to invoice',
        description:
          'A deal closed in the CRM raises the invoice in Tally with the agreed prices and terms, and payment status flows back to the sales team.',
      },
      {
        icon: 'landmark',
        title: 'Banking reconciliation',
        description:
          'Statement lines are matched to receipts and payments automatically, so month-end reconciliation takes hours instead of days.',
      },
      {
        icon: 'scale',
        title: 'GST-ready reporting',
        description:
          'Clean, validated transaction data gives your tax team return-ready figures without a round of corrections before each filing.',
      },
      {
        icon: 'gitMerge',
        title: 'Multi-branch consolidation',
        description:
          'Branch books are brought together in one view of sales, stock and receivables, without emailing Tally backups between offices.',
      },
    ],
  },
  process: {
    copy: {
      eyebrow: 'How we deliver',
      heading: 'From Your First Call to a Running Integration',
    },
    phaseLabel: 'Phase',
    phases: [
      {
        name: 'Map your data',
        activities: [
          'Review your Tally companies, ledgers and customizations',
          'Agree which system owns each field',
          'Confirm volumes, timings and exception rules',
        ],
      },
      {
        name: 'Configure and build',
        activities: [
          'Configure Vyaapari360 connectors for covered platforms',
          'Build custom connectors where needed',
          'Set up validation, logging and alerts',
        ],
      },
      {
        name: 'Test side by side',
        activities: [
          'Run the integration in parallel with your current process',
          'Reconcile results with your accountant',
          'Fix mappings before anything goes live',
        ],
      },
      {
        name: 'Go live and support',
        activities: [
          'Switch over with a rollback plan',
          'Train your accounts and operations teams',
          'Monitor daily, or hand over to your IT team',
        ],
      },
    ],
  },
  cta: {
    heading: 'Stop re-keying data into Tally',
    text: 'In a free 30-minute consultation, we will review your Tally setup and the systems around it, and tell you what to automate first.',
    action: 'Schedule a Consultation',
    secondary: { label: 'Explore All Frameworks', href: '/frameworks' },
  },
} as const satisfies {
  hero: HeroCopy & { actions: readonly Action[] }
  results: { copy: SectionCopy; metrics: readonly Metric[] }
  capabilities: { copy: SectionCopy; items: readonly Feature[] }
  useCases: { copy: SectionCopy; items: readonly Feature[] }
  process: { copy: SectionCopy; phaseLabel: string; phases: readonly Phase[] }
  cta: CallToAction
}
