import type { FeatureSection, SolutionCopy } from './types.ts'

export interface BusinessProcessAutomationCopy extends SolutionCopy {
  processes: FeatureSection
}

export const businessProcessAutomationCopy = {
  hero: {
    eyebrow: 'Solutions',
    heading: 'Business Process Automation',
    lead: 'Take repetitive, error-prone work out of your teams’ day: approvals, documents and data entry handled by reliable automated workflows.',
  },
  processes: {
    section: {
      eyebrow: 'What We Automate',
      heading: 'Processes Ready for Automation',
      lead: 'The best candidates are high-volume, rule-based and spread across several systems. These are the processes we automate most often.',
    },
    items: [
      {
        icon: 'receipt',
        title: 'Procure to Pay',
        description:
          'Invoice capture, three-way matching against orders and goods receipts, and approval routing by value and cost center.',
      },
      {
        icon: 'shoppingCart',
        title: 'Order to Cash',
        description:
          'Order validation, credit checks, invoicing and cash allocation, from the customer’s order to the cleared payment.',
      },
      {
        icon: 'landmark',
        title: 'Record to Report',
        description:
          'Recurring journals, intercompany matching and account reconciliations prepared automatically to shorten the month-end close.',
      },
      {
        icon: 'users',
        title: 'Employee Onboarding',
        description:
          'System accounts, equipment, payroll records and training set up from a single approved hiring request.',
      },
      {
        icon: 'headphones',
        title: 'Service Requests',
        description:
          'Routine customer and internal requests classified, routed and, where the answer is already known, resolved without joining a queue.',
      },
      {
        icon: 'fileCheck',
        title: 'Compliance and Audit Evidence',
        description:
          'Control checks, regulatory returns and audit evidence assembled automatically, with a complete record of who approved what and when.',
      },
    ],
  },
  capabilities: {
    section: {
      eyebrow: 'Capabilities',
      heading: 'How We Automate',
      lead: 'We choose the simplest tool that does the job reliably, and design every workflow with the people who run the process today.',
    },
    items: [
      {
        icon: 'search',
        title: 'Process Discovery and Mining',
        description:
          'Workshops and system event logs show how a process really runs, where it waits and which steps are worth automating first.',
      },
      {
        icon: 'workflow',
        title: 'Workflow Orchestration',
        description:
          'Multi-step workflows across ERP, CRM and finance systems, with approvals, escalations and service-level timers built in.',
      },
      {
        icon: 'fileText',
        title: 'Intelligent Document Processing',
        description:
          'Invoices, orders and forms read automatically, checked against your systems and sent to a person only when the reading is uncertain.',
      },
      {
        icon: 'bot',
        title: 'Robotic Process Automation',
        description:
          'Software robots for legacy screens that have no API, designed to be retired once a proper integration is available.',
      },
      {
        icon: 'check',
        title: 'Exception Handling',
        description:
          'Routine cases go straight through; only the exceptions reach your team, together with the context needed to decide quickly.',
      },
      {
        icon: 'brain',
        title: 'AI-Assisted Decisions',
        description:
          'Classification, matching and natural-language assistants, including our AI SmartBot framework, where fixed rules fall short.',
      },
      {
        icon: 'plug',
        title: 'API-Based System Integration',
        description:
          'Automations call your systems through their APIs rather than imitating clicks on a screen, wherever an interface exists.',
      },
      {
        icon: 'lineChart',
        title: 'Monitoring and Continuous Improvement',
        description:
          'Dashboards of volumes, cycle times and exceptions, so every automation is measured and refined after go-live.',
      },
    ],
  },
  figures: {
    section: {
      eyebrow: 'Return on Investment',
      heading: 'Automation That Pays for Itself',
      lead: 'We build the business case on your own volumes and costs before work starts, then track these measures after go-live.',
    },
    metrics: [
      { value: '60-80%', label: 'Cycle time reduction' },
      { value: 'Below 0.5%', label: 'Error rate on automated work' },
      { value: '6-12', label: 'Months to return on investment' },
      { value: '200+', label: 'Hours saved monthly' },
    ],
  },
  cta: {
    heading: 'Find the processes worth automating first',
    text: 'In a free 30-minute consultation, we will look at where your teams lose the most hours to manual work and sketch the business case for automating it.',
    action: 'Assess Your Processes',
    secondary: { label: 'Explore AI SmartBot', href: '/frameworks/ai-smartbot' },
  },
} as const satisfies BusinessProcessAutomationCopy
