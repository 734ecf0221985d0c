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
