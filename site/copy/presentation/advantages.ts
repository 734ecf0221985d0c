import type { Slide } from './types.ts'

/** Slides 4-8: the team, the pace, the cost, the regional fit and the architecture. */
export const advantageSlides = [
  {
    title: 'Elite Engineering',
    lead: 'Your integration is designed and built by senior engineers, not passed down a chain of junior staff.',
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: 'Top 3%', label: 'of engineering talent, chosen through a demanding technical selection' },
          { value: '20+ years', label: 'of leadership in enterprise systems delivery' },
        ],
      },
      {
        kind: 'points',
        items: [
          'Architects who write code and stay with your project from design to go-live',
          'Deep knowledge of ERP data models, financial controls and high-volume integration',
          'Code review, automated tests and documentation as standard, so your team can own the result',
        ],
      },
    ],
  },
  {
    title: 'Speed & Agility',
    lead: 'We deliver in short, visible increments, so you see working integrations within weeks instead of waiting for a big reveal at the end.',
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: '2-week', label: 'sprints, each ending in a demonstration of working software' },
          { value: '60%', label: 'faster implementation than building integrations from scratch' },
        ],
      },
      {
        kind: 'points',
        items: [
          'Pre-built connectors take the slowest build work off the plan',
          'A prioritised backlog you control and can reorder at every sprint review',
          'Direct access to the engineers, with no account-management layer in between',
        ],
      },
    ],
  },
  {
    title: 'Lower Costs',
    lead: 'Reusing tested connectors, and keeping the team small and senior, lowers what integration costs to build and to run.',
    blocks: [
      {
        kind: 'figures',
        items: [{ value: '40%', label: 'cost reduction compared with a traditional integration project' }],
      },
      {
        kind: 'cards',
        columns: 3,
        items: [
          {
            icon: 'puzzle',
            title: 'Reuse, not rebuild',
            description:
              'Connectors, data mappings and monitoring already exist, so your budget goes on what is specific to your business.',
          },
          {
            icon: 'users',
            title: 'A compact, senior team',
            description: 'Fewer people, each more experienced, means less coordination overhead and less rework.',
          },
          {
            icon: 'wallet',
            title: 'Lower running costs',
            description: 'Central monitoring and shared upgrades mean fewer break-fix call-outs once you are live.',
          },
        ],
      },
    ],
  },
  {
    title: 'ANZ Advantages',
    lead: 'Built around how organisations in Australia and New Zealand operate, report and expect to be supported.',
    blocks: [
      {
        kind: 'cards',
        columns: 2,
        items: [
          {
            icon: 'shieldCheck',
            title: 'Regional compliance',
            description:
              'Data flows designed around GST and BAS reporting, Single Touch Payroll, New Zealand payday filing and Peppol e-invoicing.',
          },
          {
            icon: 'lock',
            title: 'Privacy and data residency',
            description:
              'Built to support the Australian Privacy Principles and New Zealand’s Privacy Act 2020, with hosting in Australian cloud regions where your policies require it.',
          },
          {
            icon: 'headphones',
            title: 'Local support',
            description:
              'Support during Australian and New Zealand business hours, and a business development partner based in the region.',
          },
          {
            icon: 'mapPin',
            title: 'Regional know-how',
            description:
              'Experience with the accounting, payroll and commerce platforms common in the region, and with how ANZ finance teams close the month.',
          },
        ],
      },
    ],
  },
  {
    title: 'Architecture',
    lead: 'A layered design keeps your systems loosely coupled: each platform connects once, to the integration layer, instead of to every other platform.',
    blocks: [
      {
        kind: 'sequence',
        label: 'Five layers, each with one job',
        items: [
          {
            title: 'Connectors',
            description:
              'Adapters for accounting, ERP, CRM, HR and e-commerce platforms, using each vendor’s supported APIs.',
          },
          {
            title: 'Integration layer',
            description:
              'Routing, transformation and one shared data model for customers, products, orders, invoices and employees.',
          },
          {
            title: 'Rules and workflow',
            description:
              'Business rules, approvals and compliance checks applied as data moves, configured rather than coded.',
          },
          {
            title: 'Monitoring and operations',
            description:
              'Every message logged and traceable, with alerts, automatic retries and replay of failed transactions.',
          },
          {
            title: 'Security',
            description:
              'Encryption in transit and at rest, role-based access and a full audit trail across every layer.',
          },
        ],
      },
    ],
  },
] as const satisfies readonly Slide[]
