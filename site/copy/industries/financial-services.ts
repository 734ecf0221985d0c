import type { IndustryCopy } from './types.ts'

export const financialServicesCopy = {
  hero: {
    eyebrow: 'Industries',
    heading: 'Integration for Financial Services',
    lead: 'Secure, auditable data flows and automation for firms where every figure must reconcile and every change must be traceable.',
    actions: [
      { label: 'Schedule a Consultation', href: '/contact' },
      { label: 'See Our Approach', href: '/why-axon/approach' },
    ],
  },
  challenges: {
    eyebrow: 'Challenges',
    heading: 'Why Financial Operations Stay Manual',
    lead: 'Most firms have modernized the channels their customers see. Behind them, finance and operations teams still bridge systems with spreadsheets and e-mail.',
    items: [
      {
        icon: 'arrows',
        title: 'Reconciliations Done by Hand',
        description:
          'Core platform, payments, general ledger and custodian data are matched in spreadsheets at month end, absorbing skilled people and delaying the close.',
      },
      {
        icon: 'fileText',
        title: 'Regulatory Reports Assembled Under Pressure',
        description:
          'Figures are pulled from several systems, adjusted by hand and checked again. When an auditor asks where a number came from, the answer takes days.',
      },
      {
        icon: 'landmark',
        title: 'Core Platforms Too Risky to Touch',
        description:
          'Systems written decades ago run reliably but offer no modern interfaces, so every new product, channel or partner waits on a costly change to the core.',
      },
      {
        icon: 'shield',
        title: 'Customer Data in Too Many Hands',
        description:
          'Customer data passes through onboarding, CRM, servicing and outsourced providers. Every new point-to-point link is another place it can be over-shared or left unprotected.',
      },
    ],
  },
  solutions: {
    eyebrow: 'Solutions',
    heading: 'How We Help Financial Services Firms',
    lead: 'Secure integration and controlled automation that take manual effort out of finance and operations without weakening a single control.',
    items: [
      {
        icon: 'gitMerge',
        title: 'Automated Reconciliation',
        description:
          'We integrate ledger, payments and third-party data and automate the matching rules, so your team works a short list of genuine breaks instead of every line.',
      },
      {
        icon: 'database',
        title: 'Governed Reporting Data Hub',
        description:
          'One governed hub with documented lineage from source system to report, so regulatory and management figures come from the same trusted data.',
      },
      {
        icon: 'plug',
        title: 'API Layers Around Core Systems',
        description:
          'We expose the capabilities of established core platforms through secure, versioned APIs, so new channels and partners connect without changes to the core.',
      },
      {
        icon: 'workflow',
        title: 'Controlled Process Automation',
        description:
          'Onboarding, approvals and exception handling are automated with maker-checker steps, so work moves faster while segregation of duties holds.',
      },
    ],
  },
  compliance: {
    eyebrow: 'Security & Compliance',
    heading: 'Compliance Built Into Every Data Flow',
    lead: 'Auditors and regulators ask the same questions: who changed this figure, where did it come from, and who could see it? We design integrations so the answer is already on record.',
    pointsLabel: 'What our integrations support',
    items: [
      {
        icon: 'history',
        title: 'Complete Audit Trails',
        description: 'Every message, transformation and manual override is logged with who, what and when.',
        points: [
          'Tamper-evident logs of each transfer and change',
          'Any transaction traceable from source to destination',
          'Log retention set to your record-keeping rules',
        ],
      },
      {
        icon: 'users',
        title: 'Segregation of Duties',
        description: 'Automated workflows follow the same approval rules as your people.',
        points: [
          'Maker-checker approval for payments and master-data changes',
          'Role-based access aligned with your entitlement model',
          'Approval evidence ready for internal-control testing',
        ],
      },
      {
        icon: 'lock',
        title: 'Data Protection and Privacy',
        description: 'Customer and financial data are protected at every point in the flow.',
        points: [
          'Encryption in transit and at rest',
          'Masking of account and card numbers wherever the full value is not needed',
          'Data-residency and privacy-law requirements such as GDPR reflected in where data flows and rests',
        ],
      },
      {
        icon: 'fileCheck',
        title: 'Regulatory Reporting Lineage',
        description: 'Every reported figure can be traced back to the records it was built from.',
        points: [
          'Documented lineage from source system to report line',
          'Automated checks between source and reported totals',
          'Versioned transformation rules with a full change history',
        ],
      },
    ],
    note: 'Certifications and regulatory approvals remain with your organization and your platform providers; we do not claim them on your behalf. Our part is to design, build and document integrations that extend your existing controls across every system they connect.',
  },
  outcomes: {
    eyebrow: 'Outcomes',
    heading: 'Outcomes You Can Measure',
    lead: 'The targets our automation and integration work for financial services firms is measured against.',
    metrics: [
      { value: '60-80%', label: 'Cycle time reduction' },
      { value: 'Below 0.5%', label: 'Error rates' },
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '6-12 months', label: 'Time to ROI' },
    ],
  },
  cta: {
    heading: 'Make Every Figure Traceable',
    text: 'Book a free 30-minute consultation to talk through your reconciliation, reporting or core-system integration challenge with a senior architect.',
    action: 'Schedule a Consultation',
    secondary: { label: 'See Our Approach', href: '/why-axon/approach' },
  },
} as const satisfies IndustryCopy
