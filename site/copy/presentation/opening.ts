import type { Slide } from './types.ts'

/** Slides 1-3: who the briefing is for, the problem, and what UnifySuite360 is. */
export const openingSlides = [
  {
    title: 'Title',
    heading: 'Connect Every System Your Business Runs On',
    tone: 'dark',
    lead: 'UnifySuite360 links your accounting, ERP, CRM, HR and e-commerce platforms through one governed integration layer, built for Australian and New Zealand compliance and supported in your time zone.',
    blocks: [
      {
        kind: 'points',
        label: 'In this briefing',
        items: [
          'Why disconnected systems cost ANZ organisations more every year',
          'How UnifySuite360 connects them, and the engineers who build it',
          'Proof from production, a delivery plan and the investment involved',
        ],
      },
    ],
  },
  {
    title: 'The Challenge',
    lead: 'Most mid-size and large organisations in Australia and New Zealand run a dozen or more business systems that were never designed to work together.',
    blocks: [
      {
        kind: 'cards',
        columns: 2,
        items: [
          {
            icon: 'refresh',
            title: 'Data keyed in twice',
            description:
              'Orders, invoices and employee records are copied by hand from one platform to the next, and the errors surface at month-end.',
          },
          {
            icon: 'scale',
            title: 'Compliance that keeps moving',
            description:
              'GST and BAS reporting, payroll filing, e-invoicing and privacy obligations change faster than hand-built integrations can be rewritten.',
          },
          {
            icon: 'alert',
            title: 'Fragile point-to-point links',
            description:
              'Scripts and one-off connectors break at every upgrade, and the people who wrote them have often moved on.',
          },
          {
            icon: 'barChart',
            title: 'No single view of the business',
            description:
              'Finance, sales and operations each report from their own system, so leadership meetings begin by reconciling the numbers.',
          },
        ],
      },
    ],
  },
  {
    title: 'Solution Overview',
    lead: 'UnifySuite360 is an enterprise integration framework: pre-built connectors, a central integration layer and end-to-end monitoring, configured for your systems rather than written from scratch.',
    blocks: [
      {
        kind: 'cards',
        label: 'Connectors for five platform families',
        columns: 3,
        items: [
          {
            icon: 'receipt',
            title: 'Accounting',
            description:
              'Invoices, payments, journals and bank reconciliations kept in step with the rest of the business.',
          },
          {
            icon: 'boxes',
            title: 'ERP',
            description: 'Orders, inventory, purchasing and production data shared with every system that needs it.',
          },
          {
            icon: 'users',
            title: 'CRM',
            description: 'Accounts, opportunities and quotes that become orders and invoices without re-keying.',
          },
          {
            icon: 'briefcase',
            title: 'HR',
            description: 'Starters, leavers, timesheets and payroll data consistent between HR and finance.',
          },
          {
            icon: 'shoppingCart',
            title: 'E-commerce',
            description: 'Online orders, stock levels, pricing and refunds reconciled with ERP and accounting.',
          },
        ],
      },
      {
        kind: 'points',
        items: [
          'Regional compliance rules applied as data moves between systems',
          'Local support in Australian and New Zealand business hours',
          'Deployed in the cloud, on-premise or hybrid, to suit your policies',
        ],
      },
    ],
  },
] as const satisfies readonly Slide[]
