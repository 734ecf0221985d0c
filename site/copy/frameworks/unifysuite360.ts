import type { CallToAction } from '../cta.ts'
import type { Action, Feature, HeroCopy, SectionCopy } from '../types.ts'
import { unifySuite360Card } from './cards.ts'
import type { FrameworkOption } from './types.ts'

// Australian and New Zealand readers: this page is written in en-AU (organisation, optimise).
const presentation = { label: 'View the Presentation', href: '/presentations/unifysuite360' } as const

export const unifySuite360Copy = {
  presentation,
  hero: {
    eyebrow: unifySuite360Card.badge,
    heading: 'UnifySuite360',
    lead: 'Enterprise integration for Australian and New Zealand organisations, with connectors for the platforms your teams already use and compliance built in.',
    actions: [{ label: 'Schedule a Consultation', href: '/contact' }, presentation],
  },
  challenge: {
    copy: {
      eyebrow: 'The challenge',
      heading: 'Good Software, Badly Connected',
    },
    paragraphs: [
      'Most mid-size organisations in Australia and New Zealand have grown one application at a time: cloud accounting, a CRM, an online store, a payroll and rostering system, perhaps an ERP for operations. Each does its job well. Between them, staff copy data by hand or rely on point-to-point links that break quietly when a vendor changes an API.',
      'UnifySuite360 replaces that patchwork with one managed integration layer. Pre-built connectors link the platforms your teams already use, regional compliance rules are built into the data flows, and every transaction can be traced from where it started to where it landed.',
    ],
  },
  connectors: {
    copy: {
      eyebrow: 'Connectors',
      heading: 'Connectors for the Platforms ANZ Organisations Run On',
      lead: 'Five families of connectors, configured to your data and your processes rather than rebuilt for every project.',
    },
    items: [
      {
        icon: 'receipt',
        title: 'Accounting',
        description:
          'Cloud and desktop accounting platforms, for example Xero and MYOB: invoices, bills, payments and journals kept in step with every other system.',
      },
      {
        icon: 'database',
        title: 'ERP',
        description:
          'Mid-market and enterprise ERPs such as Microsoft Dynamics 365 Business Central, NetSuite and SAP Business One, for orders, inventory and financials.',
      },
      {
        icon: 'users',
        title: 'CRM',
        description:
          'Customer platforms such as Salesforce and HubSpot, so accounts, quotes and orders flow to finance without re-keying.',
      },
      {
        icon: 'briefcase',
        title: 'HR and payroll',
        description:
          'HR, rostering and payroll systems such as Employment Hero and Deputy, with employee and pay data consistent from hire to pay run.',
      },
      {
        icon: 'store',
        title: 'E-commerce',
        description:
          'Online stores such as Shopify and BigCommerce: orders, refunds and stock levels synchronised with your ledger and warehouse.',
      },
    ],
    note: 'Platforms are named as examples of the systems UnifySuite360 connects. Names are trademarks of their owners; no partnership or endorsement is implied.',
  },
  compliance: {
    copy: {
      eyebrow: 'Regional compliance',
      heading: 'Compliance Built Into the Data Flows',
      lead: 'The integrations are designed around the obligations ANZ organisations report against, so compliant data is the default rather than a clean-up job.',
    },
    items: [
      {
        icon: 'users',
        title: 'Single Touch Payroll',
        description:
          'Employee, pay and super data stay consistent across HR, rostering and payroll, so the Single Touch Payroll reports your payroll platform lodges with the ATO are right first time.',
      },
      {
        icon: 'scale',
        title: 'GST and BAS',
        description:
          'Transactions carry the correct GST treatment from sale to ledger, so BAS preparation in Australia and GST returns in New Zealand start from figures that already reconcile.',
      },
      {
        icon: 'fileText',
        title: 'E-invoicing with Peppol',
        description:
          'Integrations carry Peppol e-invoices between your access point and your accounting or ERP system, so supplier invoices arrive without re-keying.',
      },
      {
        icon: 'lock',
        title: 'Privacy Act 1988 and NZ Privacy Act 2020',
        description:
          'Personal information moves only where a process needs it, encrypted in transit and at rest, with hosting in Australia or New Zealand available.',
      },
    ],
  },
  support: {
    copy: {
      eyebrow: 'Local support',
      heading: 'Support That Keeps Your Hours',
    },
    items: [
      {
        icon: 'clock',
        title: 'In your time zone',
        description:
          'Support requests are handled during Australian and New Zealand business hours, not queued overnight for another continent.',
      },
      {
        icon: 'mapPin',
        title: 'Regional knowledge',
        description:
          'Consultants who know the local platforms, tax rules and the way ANZ finance teams close the month.',
      },
      {
        icon: 'handshake',
        title: 'In person or remote',
        description:
          'Discovery and go-live workshops with our regional partner on site, or run remotely, whichever suits your team.',
      },
    ],
  },
  engagement: {
    copy: {
      eyebrow: 'Engagement models',
      heading: 'Three Ways to Work With Us',
      lead: 'Choose the commercial model that suits your scope and your budget cycle. Many clients start fixed-price and move to a managed service after go-live.',
    },
    options: [
      {
        title: 'Fixed-price',
        tag: 'Defined scope',
        description:
          'For projects with a clear scope, such as connecting a known set of platforms with standard connectors.',
        points: [
          'Deliverables and acceptance criteria agreed up front',
          'One price, agreed before work starts',
          'Progress shown at every two-week sprint',
        ],
      },
      {
        title: 'Time-and-materials',
        tag: 'Evolving scope',
        description:
          'For work where requirements will sharpen as you go, such as custom connectors or staged rollouts.',
        points: [
          'Pay for the time the work actually takes',
          'Priorities reviewed with you each sprint',
          'Scale the team up or down as needed',
        ],
      },
      {
        title: 'Managed service',
        tag: 'Monthly',
        description: 'We run, monitor and optimise your integrations after go-live, for a predictable monthly fee.',
        points: [
          'Monitoring and exception handling',
          'Updates when a connected platform changes',
          'Regular reviews to optimise data flows',
        ],
      },
    ],
  },
  briefing: {
    copy: {
      eyebrow: 'Presentation',
      heading: 'The UnifySuite360 Briefing',
      lead: 'Thirteen slides on the challenge, the solution, the architecture, success stories, implementation and return on investment: a quick way to brief your leadership team.',
    },
  },
  cta: {
    heading: 'Ready to connect your ANZ systems?',
    text: 'Book a free 30-minute consultation to talk through your platforms, your compliance obligations and the engagement model that suits your organisation.',
    action: 'Schedule a Consultation',
    secondary: presentation,
  },
} as const satisfies {
  presentation: Action
  hero: HeroCopy & { actions: readonly Action[] }
  challenge: { copy: SectionCopy; paragraphs: readonly string[] }
  connectors: { copy: SectionCopy; items: readonly Feature[]; note: string }
  compliance: { copy: SectionCopy; items: readonly Feature[] }
  support: { copy: SectionCopy; items: readonly Feature[] }
  engagement: { copy: SectionCopy; options: readonly FrameworkOption[] }
  briefing: { copy: SectionCopy }
  cta: CallToAction
}
