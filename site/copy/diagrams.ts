/** A hub diagram's words: systems drawn around one central layer. */
export interface HubCopy {
  title: string
  /** What the drawing shows, in a sentence, for people who cannot see it. */
  description: string
  hub: string
  hubDetail: string
  /** Six short labels, drawn clockwise from the top. */
  systems: readonly string[]
}

/** A layered architecture's words, top to bottom. */
export interface LayersCopy {
  title: string
  description: string
  layers: readonly { label: string; items: readonly string[]; core?: boolean }[]
}

/** The words of the diagrams drawn for the site: what each shows, for people who cannot see it, and its labels. */
export const diagramCopy = {
  integrationHub: {
    title: 'One integration layer at the centre of the business',
    description:
      'ERP, CRM, accounting and tax, HR and payroll, e-commerce, and analytics each connect once, to a central integration layer of APIs, events and data synchronisation, instead of to one another.',
    hub: 'Integration layer',
    hubDetail: 'APIs · events · sync',
    systems: ['ERP', 'CRM', 'Accounting & tax', 'HR & payroll', 'E-commerce', 'Analytics & BI'],
  },
  /** Each industry's systems around the integration layer. */
  industries: {
    manufacturing: {
      title: 'A manufacturer’s systems around one integration layer',
      description:
        'ERP, manufacturing execution, warehouse management, product lifecycle management, CRM and supplier portals each connect once, to a central integration layer, so production, inventory and order data agree everywhere.',
      hub: 'Integration layer',
      hubDetail: 'shop floor to ledger',
      systems: ['ERP', 'MES', 'Warehouse (WMS)', 'PLM', 'CRM', 'Supplier portals'],
    },
    financialServices: {
      title: 'A financial firm’s systems around one governed layer',
      description:
        'Core platforms, payments, the general ledger, CRM, risk and compliance, and regulatory reporting each connect once, to a governed integration layer of APIs and audited data flows, with the core left untouched.',
      hub: 'Governed API layer',
      hubDetail: 'audited · traceable',
      systems: ['Core platforms', 'Payments', 'General ledger', 'CRM', 'Risk & compliance', 'Reporting'],
    },
    lifeSciences: {
      title: 'A laboratory network’s systems around one integration hub',
      description:
        'Instruments, the laboratory information system, electronic health records, billing, ERP and inventory, and a reporting hub each connect once, to a validated integration hub that carries orders and results between them.',
      hub: 'Integration hub',
      hubDetail: 'validated · traceable',
      systems: ['Instruments', 'LIMS', 'Health records', 'Billing', 'ERP & inventory', 'Reporting hub'],
    },
  },
  /** Each solution's shape in layers, top to bottom. */
  solutions: {
    erpModernization: {
      title: 'Modernizing around the ERP core',
      description:
        'Three layers. At the top, what people use: web and mobile screens, partner portals and analytics. In the middle, the new layer we build: documented APIs, events and cloud services. At the bottom, the ERP core that keeps running: master data, business rules and the ledger.',
      layers: [
        { label: 'What people use', items: ['Web & mobile', 'Partner portals', 'Analytics'] },
        { label: 'Modern layer', items: ['Open APIs', 'Events', 'Cloud services'], core: true },
        { label: 'Your ERP core, kept', items: ['Master data', 'Business rules', 'Ledger'] },
      ],
    },
    dataHub: {
      title: 'From scattered sources to one data hub',
      description:
        'Three layers. At the bottom, the sources: ERP, CRM, operations and finance systems. In the middle, the data hub: ingestion, one governed data model and quality checks. At the top, what it feeds: dashboards, self-service reporting and forecasts.',
      layers: [
        { label: 'What it feeds', items: ['Dashboards', 'Self-service BI', 'Forecasts'] },
        { label: 'Data hub', items: ['Ingestion', 'Governed model', 'Quality checks'], core: true },
        { label: 'Your sources', items: ['ERP', 'CRM', 'Operations', 'Finance'] },
      ],
    },
    processAutomation: {
      title: 'Processes automated across the systems they touch',
      description:
        'Three layers. At the top, the processes: approvals, order to cash and the month-end close. In the middle, the automation: workflows, business rules and AI assistance, with people confirming what matters. At the bottom, the systems it works in: ERP, CRM, e-mail and documents.',
      layers: [
        { label: 'Your processes', items: ['Approvals', 'Order to cash', 'Month-end close'] },
        { label: 'Automation', items: ['Workflows', 'Business rules', 'AI assistance'], core: true },
        { label: 'Systems it works in', items: ['ERP', 'CRM', 'E-mail & documents'] },
      ],
    },
  },
  /** Each framework's architecture, top to bottom: where requests come from, the framework, what it stands on. */
  architectures: {
    unifysuite360: {
      title: 'How UnifySuite360 fits together',
      description:
        'Three layers. At the top, the business platforms: accounting, ERP, CRM, HR and payroll, and e-commerce. In the middle, UnifySuite360: pre-built connectors, compliance rules for Single Touch Payroll, GST and BAS, Peppol e-invoicing and privacy, and monitoring that traces every transaction. At the bottom, the team that runs it, supporting you in your time zone.',
      layers: [
        { label: 'Your platforms', items: ['Accounting', 'ERP', 'CRM', 'HR & payroll', 'E-commerce'] },
        {
          label: 'UnifySuite360',
          items: ['Pre-built connectors', 'Compliance rules', 'Tracing & alerts'],
          core: true,
        },
        { label: 'Run for you', items: ['Support in ANZ time zones', 'Regional specialists'] },
      ],
    },
    vyaapari360: {
      title: 'How Vyaapari360 connects Tally',
      description:
        'Three layers. At the top, where you sell and report: e-commerce and marketplaces, CRM, and analytics and BI. In the middle, Vyaapari360: pre-built connectors, two-way sync, validation before posting, and monitoring and alerts, hosted and operated for you. At the bottom, Tally, the system of record for your accounts, reached through a lightweight agent installed beside it.',
      layers: [
        { label: 'Where you sell and report', items: ['Marketplaces & stores', 'CRM', 'Analytics & BI'] },
        {
          label: 'Vyaapari360',
          items: ['Connectors', 'Two-way sync', 'Validation', 'Alerts'],
          core: true,
        },
        { label: 'System of record', items: ['Tally, via a light agent beside it'] },
      ],
    },
    aiSmartbot: {
      title: 'How AI SmartBot answers from your own data',
      description:
        'Three layers. At the top, the people who ask: management, finance, sales, operations, IT and HR. In the middle, AI SmartBot: answers in plain language, takes routine requests with confirmation before acting, respects each person’s permissions and keeps a full audit trail. At the bottom, your ERP and CRM data, in the hosting of your choice.',
      layers: [
        { label: 'Your teams ask', items: ['Management', 'Finance', 'Sales', 'Operations', 'IT & HR'] },
        {
          label: 'AI SmartBot',
          items: ['Plain answers', 'Confirmed actions', 'Permissions & audit'],
          core: true,
        },
        { label: 'Your data, your hosting', items: ['ERP', 'CRM', 'Cloud or on-premise'] },
      ],
    },
  },
  /** The case study's headline figure, drawn: the laboratories on the shared platform, pilot against rollout. */
  rollout: {
    title: 'From a two-site pilot to more than twenty sites',
    description:
      'A bar chart of laboratory sites on the shared integration platform: 2 at the end of the 15-week pilot, and more than 20 across six countries after the rollout.',
    heading: 'Sites on the shared platform',
    bars: [
      { label: 'Pilot, week 15', value: 2, shown: '2 sites' },
      { label: 'After rollout', value: 20, shown: '20+ sites in 6 countries' },
    ],
  },
  phaseTimeline: {
    title: 'Five phases from first conversation to running system',
    description: (phases: readonly { name: string; duration?: string }[]) =>
      `A timeline of the delivery phases in order: ${phases.map((phase) => (phase.duration ? `${phase.name} (${phase.duration})` : phase.name)).join(', then ')}.`,
  },
} as const
