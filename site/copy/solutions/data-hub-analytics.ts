import type { FeatureSection, SolutionCopy } from './types.ts'

export interface DataHubAnalyticsCopy extends SolutionCopy {
  challenge: FeatureSection
}

export const dataHubAnalyticsCopy = {
  hero: {
    eyebrow: 'Solutions',
    heading: 'Data Hub & Analytics',
    lead: 'Bring your operational data into one governed hub, so reporting is trusted, current and no longer assembled by hand.',
  },
  challenge: {
    section: {
      eyebrow: 'The Challenge',
      heading: 'When Every Report Starts With an Export',
      lead: 'Finance, operations and sales each keep their own version of the numbers, and the month-end meeting becomes an exercise in reconciling them.',
    },
    items: [
      {
        icon: 'fileText',
        title: 'Spreadsheets in the Middle',
        description:
          'Analysts spend their days extracting, pasting and checking data, leaving little time for the analysis they were hired to do.',
      },
      {
        icon: 'clock',
        title: 'Figures That Arrive Late',
        description:
          'Reports assembled from overnight or weekly extracts describe last week’s business, not the decisions in front of you today.',
      },
      {
        icon: 'scale',
        title: 'Numbers That Disagree',
        description:
          'Each system defines customers, products and revenue its own way, so meetings begin by debating whose figure is right.',
      },
    ],
  },
  capabilities: {
    section: {
      eyebrow: 'Capabilities',
      heading: 'From Scattered Sources to Trusted Insight',
      lead: 'We design and build the hub, connect your sources and hand your teams reporting they can rely on and extend themselves.',
    },
    items: [
      {
        icon: 'database',
        title: 'Data Hub Architecture',
        description:
          'A warehouse or lakehouse design sized to your data volumes and your team’s skills, on the cloud platform you already use or on-premise.',
      },
      {
        icon: 'plug',
        title: 'Source System Connectors',
        description:
          'Ingestion from ERP, CRM, e-commerce, finance and operational systems, with change data capture wherever freshness matters.',
      },
      {
        icon: 'layers',
        title: 'Business Data Modeling',
        description:
          'Models for customers, products, orders and finance that the business recognizes, with one agreed definition of every measure.',
      },
      {
        icon: 'shieldCheck',
        title: 'Data Quality and Governance',
        description:
          'Validation rules, named data owners, lineage and access controls, so every figure can be traced back to its source and audited.',
      },
      {
        icon: 'barChart',
        title: 'Dashboards and Self-Service Reporting',
        description:
          'Dashboards built with the people who use them, plus governed datasets that analysts can explore without raising a ticket.',
      },
      {
        icon: 'activity',
        title: 'Real-Time Operational Views',
        description:
          'Streaming feeds for the numbers that change by the minute: orders, stock, production output and service levels.',
      },
      {
        icon: 'gitMerge',
        title: 'Master Data Management',
        description:
          'Duplicate customers, suppliers and products matched and merged across systems into single, maintained golden records.',
      },
      {
        icon: 'brain',
        title: 'Analytics and AI Readiness',
        description:
          'Clean, documented data ready for forecasting, machine learning and natural-language questions, whenever you choose to use them.',
      },
    ],
  },
  figures: {
    section: {
      eyebrow: 'Impact',
      heading: 'The Impact of One Governed Hub',
      lead: 'Reporting stops being a monthly assembly job and becomes a view of the business that everyone trusts.',
    },
    metrics: [
      { value: '70%', label: 'Less manual data entry' },
      { value: 'Real-time', label: 'Dashboards refreshed as source data changes' },
      { value: '1', label: 'Governed source of truth for every report' },
      { value: '2-week', label: 'Sprints from first source to first dashboard' },
    ],
  },
  cta: {
    heading: 'Plan a data hub your teams will trust',
    text: 'Tell us which reports take longest to assemble. A senior architect will outline the sources, the model and the first dashboard worth building.',
    action: 'Discuss Your Data Hub',
    secondary: { label: 'Read the Case Study', href: '/our-work/laboratory-systems-case-study' },
  },
} as const satisfies DataHubAnalyticsCopy
