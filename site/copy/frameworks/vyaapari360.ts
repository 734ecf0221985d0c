import type { CallToAction } from '../cta.ts'
import type { Action, Feature, HeroCopy, SectionCopy } from '../types.ts'
import { vyaapari360Card } from './cards.ts'
import type { FrameworkOption } from './types.ts'

const tallyIntegration = '/frameworks/vyaapari360/tally-integration'

export const vyaapari360Copy = {
  hero: {
    eyebrow: vyaapari360Card.badge,
    heading: 'Vyaapari360',
    lead: 'About 2 million businesses in India run their accounts on Tally. Vyaapari360 connects Tally to your e-commerce, CRM and analytics platforms in real time.',
    actions: [
      { label: 'Request a Demo', href: '/contact' },
      { label: 'Tally Integration Services', href: tallyIntegration },
    ],
  },
  challenge: {
    copy: {
      eyebrow: 'The challenge',
      heading: 'Tally Keeps the Books. Everything Else Lives Elsewhere.',
    },
    paragraphs: [
      'Across India, Tally holds the accounts, inventory and GST records of businesses of every size. It is trusted, familiar to every accountant, and it is not going anywhere.',
      'But orders now arrive from marketplaces and web stores, customers are managed in a CRM, and leadership wants dashboards rather than month-end printouts. Without a connection, someone re-keys each order into Tally, exports ledgers to spreadsheets, and reconciles the two by hand. Vyaapari360 replaces that work with a live link between Tally and the rest of your business.',
    ],
  },
  connections: {
    copy: {
      eyebrow: 'Real-time connection',
      heading: 'Tally, Connected to the Systems You Sell and Report Through',
      lead: 'Transactions move as they happen, in both directions, with Tally remaining the system of record for your accounts.',
    },
    items: [
      {
        icon: 'shoppingCart',
        title: 'E-commerce and marketplaces',
        description:
          'Orders, returns and settlements from your web store and marketplaces post to Tally as sales vouchers, and Tally stock levels flow back to every channel.',
      },
      {
        icon: 'users',
        title: 'CRM',
        description:
          'Customers and price lists stay consistent between your CRM and Tally, and sales teams see outstanding balances and invoices without asking accounts.',
      },
      {
        icon: 'barChart',
        title: 'Analytics and BI',
        description:
          'Sales, receivables, stock and margin data from Tally feed dashboards that refresh through the day instead of once a month.',
      },
    ],
  },
  features: {
    copy: {
      eyebrow: 'The framework',
      heading: 'What Comes Ready on Day One',
    },
    items: [
      {
        icon: 'plug',
        title: 'Pre-built connectors',
        description:
          'Tested connectors for common e-commerce, CRM, payment and analytics platforms, configured to your ledgers and stock items rather than written from scratch.',
      },
      {
        icon: 'refresh',
        title: 'Two-way sync',
        description:
          'Changes flow from Tally and into it, with rules that decide which system owns each field so nothing is overwritten by mistake.',
      },
      {
        icon: 'fileCheck',
        title: 'Validation before posting',
        description:
          'Ledgers, tax rates and GSTINs are checked before a voucher reaches Tally, so bad data is caught at the door, not at month-end.',
      },
      {
        icon: 'activity',
        title: 'Monitoring and alerts',
        description:
          'Every transaction is logged. Failures are queued for retry and your team is alerted when a record needs a person to look at it.',
      },
    ],
  },
  deployment: {
    copy: {
      eyebrow: 'Deployment',
      heading: 'Run It Where Your Tally Runs',
      lead: 'Choose the deployment that matches where your data lives and how your IT team prefers to work.',
    },
    items: [
      {
        icon: 'cloud',
        title: 'Cloud',
        description:
          'We host and operate the integration layer. Nothing to install beyond a lightweight agent beside your Tally installation.',
      },
      {
        icon: 'serverCog',
        title: 'On-premise',
        description:
          'The integration runs on your own servers, inside your network, for businesses that keep financial data in-house.',
      },
      {
        icon: 'layers',
        title: 'Hybrid',
        description:
          'Tally and sensitive processing stay on your premises while cloud connectors handle marketplaces, CRM and dashboards.',
      },
    ],
  },
  delivery: {
    copy: {
      eyebrow: 'Timelines and support',
      heading: 'Live in Weeks, Supported for the Long Run',
    },
    options: [
      {
        title: 'Standard connectors',
        tag: '2-4 weeks',
        description:
          'For platforms the framework already covers: configuration, mapping and testing against your own Tally data.',
        points: [
          'Field and ledger mapping workshop',
          'Testing with your real transactions',
          'Go-live with monitoring in place',
        ],
      },
      {
        title: 'Custom integration',
        tag: '4-8 weeks',
        description:
          'For in-house systems, regional platforms or unusual workflows that need a connector of their own.',
        points: [
          'Connector built on the framework core',
          'Delivered and reviewed in two-week sprints',
          'Documentation your team can maintain',
        ],
      },
      {
        title: 'Managed service',
        tag: 'Ongoing',
        description: 'We run the integration for you after go-live, so your accounts team never has to think about it.',
        points: [
          'Daily monitoring and exception handling',
          'Updates when Tally or a platform changes',
          'A named contact for support',
        ],
      },
    ],
  },
  tallyIntegration: {
    copy: {
      eyebrow: 'Tally Integration Services',
      heading: 'See Everything We Integrate With Tally',
      lead: 'Eight capabilities and five proven use cases, from marketplace order sync to multi-branch consolidation.',
    },
    action: { label: 'Explore Tally Integration Services', href: tallyIntegration },
  },
  cta: {
    heading: 'See Vyaapari360 working with your Tally data',
    text: 'Book a demo and we will walk you through a live Tally integration, then map which connectors fit your business and how long they take.',
    action: 'Request a Demo',
    secondary: { label: 'Explore All Frameworks', href: '/frameworks' },
  },
} as const satisfies {
  hero: HeroCopy & { actions: readonly Action[] }
  challenge: { copy: SectionCopy; paragraphs: readonly string[] }
  connections: { copy: SectionCopy; items: readonly Feature[] }
  features: { copy: SectionCopy; items: readonly Feature[] }
  deployment: { copy: SectionCopy; items: readonly Feature[] }
  delivery: { copy: SectionCopy; options: readonly FrameworkOption[] }
  tallyIntegration: { copy: SectionCopy; action: Action }
  cta: CallToAction
}
