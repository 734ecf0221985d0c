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
  phaseTimeline: {
    title: 'Five phases from first conversation to running system',
    description: (phases: readonly { name: string; duration?: string }[]) =>
      `A timeline of the delivery phases in order: ${phases.map((phase) => (phase.duration ? `${phase.name} (${phase.duration})` : phase.name)).join(', then ')}.`,
  },
} as const
