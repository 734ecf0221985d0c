import type { IndustryCopy } from './types.ts'

export const manufacturingCopy = {
  hero: {
    eyebrow: 'Industries',
    heading: 'Integration for Manufacturing',
    lead: 'From the shop floor to the ledger: connected production, inventory and order data so planning runs on what is actually happening.',
    actions: [
      { label: 'Schedule a Consultation', href: '/contact' },
      { label: 'View Our Work', href: '/our-work' },
    ],
  },
  challenges: {
    eyebrow: 'Challenges',
    heading: 'Where Manufacturing Data Breaks Down',
    lead: 'Most plants run on systems installed over decades, each chosen for a good reason. The gaps between them are where time, margin and accuracy leak away.',
    items: [
      {
        icon: 'factory',
        title: 'A Shop Floor the ERP Cannot See',
        description:
          'Production counts, scrap and downtime live in MES, SCADA and line-side spreadsheets. The ERP hears about them at shift end, if someone re-keys them, so costing and capacity plans run on yesterday’s numbers.',
      },
      {
        icon: 'warehouse',
        title: 'Inventory Nobody Fully Trusts',
        description:
          'When the warehouse system, the ERP and supplier portals disagree, planners hold extra safety stock against the uncertainty and buyers expedite parts that were already on the shelf.',
      },
      {
        icon: 'history',
        title: 'An ERP Customized Beyond Upgrade',
        description:
          'Years of modifications turn every upgrade into a project of its own. The system still runs the business, but each new requirement takes months and depends on a shrinking pool of specialists.',
      },
      {
        icon: 'truck',
        title: 'Orders Re-keyed at Every Hand-off',
        description:
          'Orders, confirmations and shipping notices arrive by EDI, e-mail and portal, and are typed into the ERP by hand. Each hand-off adds delay and a chance of error that surfaces as a wrong shipment or a late invoice.',
      },
    ],
  },
  solutions: {
    eyebrow: 'Solutions',
    heading: 'How We Connect the Plant to the Ledger',
    lead: 'We work with the systems you already run, adding the integration, automation and data layers that let them act as one.',
    items: [
      {
        icon: 'plug',
        title: 'Shop-Floor to ERP Integration',
        description:
          'An event-driven integration layer connects MES, machine data and quality systems to the ERP, so production confirmations, scrap and downtime post as they happen.',
      },
      {
        icon: 'database',
        title: 'ERP Modernization in Place',
        description:
          'We wrap your existing ERP in documented APIs, move custom logic out of the core and give planners modern screens, while the business keeps running on the system it knows.',
      },
      {
        icon: 'workflow',
        title: 'Order and Supplier Automation',
        description:
          'Customer orders, EDI messages and supplier confirmations flow into the ERP with validation and exception queues, so your team handles only the orders that need judgment.',
      },
      {
        icon: 'barChart',
        title: 'Operations Data Hub',
        description:
          'Production, inventory, quality and cost data land in one governed hub that feeds OEE, cost-per-unit and supply-risk reporting the plant manager and the CFO both trust.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use Cases',
    heading: 'Manufacturing Use Cases We Deliver',
    lead: 'Typical engagements, each scoped in a short discovery and delivered in two-week sprints with working software at the end of every one.',
    pointsLabel: 'What changes',
    items: [
      {
        icon: 'activity',
        title: 'Real-Time Production Reporting',
        description:
          'Machine and operator data from the line is matched to work orders and posted to the ERP automatically.',
        points: [
          'Production and scrap posted within minutes, not at shift end',
          'Actual cost per work order visible the same day',
          'No transcription from line-side sheets',
        ],
      },
      {
        icon: 'boxes',
        title: 'Multi-Plant Inventory Visibility',
        description:
          'Stock positions from every plant, warehouse and logistics partner combine into one view that planning and sales both work from.',
        points: [
          'One available-to-promise figure for sales',
          'Transfers between plants instead of emergency purchases',
          'Stock differences flagged the day they appear',
        ],
      },
      {
        icon: 'arrows',
        title: 'Supplier and Customer EDI',
        description:
          'Orders, shipping notices and invoices are exchanged electronically and checked against the ERP before they are booked.',
        points: [
          'Orders booked without re-keying',
          'Exceptions routed to the right person with full context',
          'Faster, more accurate invoicing',
        ],
      },
    ],
  },
  outcomes: {
    eyebrow: 'Outcomes',
    heading: 'What Connected Operations Deliver',
    lead: 'The results our integration and automation work for manufacturers is measured against.',
    metrics: [
      { value: '70%', label: 'Less manual data entry' },
      { value: '95%', label: 'Fewer entry errors' },
      { value: '200+', label: 'Hours saved monthly' },
      { value: '5-10 years', label: 'ERP life extension' },
    ],
  },
  cta: {
    heading: 'Connect Your Plant to Your ERP',
    text: 'Talk to a senior architect who has integrated shop-floor, supply-chain and ERP systems. Book a free 30-minute consultation; we reply within 24 hours.',
    action: 'Schedule a Consultation',
    secondary: { label: 'View Our Work', href: '/our-work' },
  },
} as const satisfies IndustryCopy
