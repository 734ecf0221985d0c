import type { Feature } from '../types.ts'
import type { FeatureSection, SolutionCopy } from './types.ts'

export interface EnterpriseIntegrationCopy extends SolutionCopy {
  scenarios: FeatureSection<readonly [Feature, Feature, Feature, Feature, Feature]>
}

export const enterpriseIntegrationCopy = {
  hero: {
    eyebrow: 'Solutions',
    heading: 'Enterprise Integration',
    lead: 'One reliable flow of data between ERP, CRM, commerce and finance systems, designed API-first and monitored end to end.',
  },
  scenarios: {
    section: {
      eyebrow: 'Common Scenarios',
      heading: 'Where Integration Pays Off First',
      lead: 'Most of our integration work starts in one of five places. In each, people are still copying data from one screen into another.',
    },
    items: [
      {
        icon: 'shoppingCart',
        title: 'E-commerce Orders Into the ERP',
        description:
          'Web-shop and marketplace orders become sales orders without re-keying, while stock levels, prices and shipment status flow back to the storefront.',
      },
      {
        icon: 'users',
        title: 'CRM and ERP in Step',
        description:
          'Accounts, quotes, orders and credit limits shared between sales and finance, so a salesperson sees what finance sees before promising a delivery date.',
      },
      {
        icon: 'banknote',
        title: 'Finance, Banking and Payments',
        description:
          'Bank statements, payment runs and card settlements matched to the ledger automatically, leaving finance only the genuine exceptions.',
      },
      {
        icon: 'truck',
        title: 'Suppliers, Logistics and EDI',
        description:
          'Purchase orders, shipping notices and invoices exchanged with suppliers and logistics partners over EDI or APIs, with every message tracked.',
      },
      {
        icon: 'cloud',
        title: 'Cloud Applications Beside Legacy Systems',
        description:
          'New cloud tools for HR, planning or field service connected to on-premise systems, without waiting for the legacy platform to be replaced.',
      },
    ],
  },
  capabilities: {
    section: {
      eyebrow: 'Capabilities',
      heading: 'Integration Engineered to Last',
      lead: 'Every interface we build is designed API-first, documented and monitored, so it keeps working when the systems around it change.',
    },
    items: [
      {
        icon: 'plug',
        title: 'API Design and Management',
        description:
          'REST and event APIs with versioning, authentication and rate limits, published through a gateway your teams can govern.',
      },
      {
        icon: 'network',
        title: 'Integration Platform Delivery',
        description:
          'Built on the integration platform that suits your estate, whether a commercial iPaaS, your cloud provider’s services or open-source tooling.',
      },
      {
        icon: 'zap',
        title: 'Event-Driven Integration',
        description:
          'Changes published as events the moment they happen, so orders, stock and payments update across systems in seconds rather than overnight.',
      },
      {
        icon: 'arrows',
        title: 'Data Mapping and Transformation',
        description:
          'Field-level mapping between each system’s data model, with codes, units and currencies converted consistently in one place.',
      },
      {
        icon: 'fileText',
        title: 'EDI and B2B Connectivity',
        description:
          'EDIFACT, X12 and partner APIs for suppliers, customers and logistics providers, with new partners onboarded from tested templates.',
      },
      {
        icon: 'shieldCheck',
        title: 'Security and Compliance',
        description:
          'Encrypted transport, least-privilege service accounts and an audit trail of every message, designed to pass your security review.',
      },
      {
        icon: 'activity',
        title: 'Monitoring and Alerting',
        description:
          'End-to-end tracking of each transaction, with automatic retries, alerts and a view of exactly where a message stopped and why.',
      },
      {
        icon: 'refresh',
        title: 'Point-to-Point Replacement',
        description:
          'Nightly file transfers and fragile custom scripts replaced step by step with managed interfaces that your team can observe and support.',
      },
    ],
  },
  figures: {
    section: {
      eyebrow: 'Outcomes',
      heading: 'What Connected Systems Deliver',
      lead: 'What clients see once their systems exchange data directly, instead of through people, spreadsheets and overnight files.',
    },
    metrics: [
      { value: '60%', label: 'Faster integration time' },
      { value: '80%', label: 'Less manual entry' },
      { value: '95%', label: 'Fewer entry errors' },
      { value: '99.9%', label: 'Uptime SLA' },
    ],
  },
  cta: {
    heading: 'Map your integration landscape with an architect',
    text: 'Bring a list of your systems and the hand-offs between them. In 30 minutes we will show you where integration would save the most time and errors.',
    action: 'Schedule a Consultation',
    secondary: { label: 'See Our Frameworks', href: '/frameworks' },
  },
} as const satisfies EnterpriseIntegrationCopy
