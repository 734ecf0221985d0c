import type { CallToAction } from './cta.ts'
import type { Action, Feature, HeroCopy, Metric, Phase, SectionCopy } from './types.ts'

// The home page's case study (site/copy/home.ts) shows the same engagement: keep the figures in step.
export const caseStudyCopy = {
  hero: {
    eyebrow: 'Case Study',
    heading: 'Scaling Laboratory Systems Across 6 Countries',
    lead: 'A diagnostics group with more than 900 laboratories needed one integration platform across six countries. We took it from pilot to production in fifteen weeks.',
  },
  back: { label: 'Back to Our Work', href: '/our-work' },
  metrics: {
    heading: 'Results at a Glance',
    items: [
      { value: '2 to 20+', label: 'Sites, from pilot to rollout' },
      { value: '6', label: 'Countries' },
      { value: '15 weeks', label: 'From pilot to production' },
      { value: '99.9%', label: 'System uptime' },
    ],
  },
  client: {
    eyebrow: 'Client Overview',
    heading: 'A Diagnostics Group Operating Across Europe',
    paragraphs: [
      'Our client is one of the larger clinical diagnostics groups in Europe, running a network of laboratories that process samples for hospitals, physicians and patients around the clock.',
      'Years of growth by acquisition had given it a strong presence in each market, and a different set of laboratory, billing and enterprise systems in almost every one of them.',
    ],
    facts: {
      heading: 'The client',
      items: [
        { value: 'Clinical diagnostics', label: 'Sector' },
        { value: '900+', label: 'Laboratories in the network' },
        { value: '€6B+', label: 'Annual revenue' },
        { value: 'LIMS, instrument middleware, billing and ERP', label: 'Systems in scope' },
      ],
    },
  },
  challenge: {
    eyebrow: 'The Challenge',
    heading: 'One Platform, Many Inherited Systems',
    lead: 'The group had chosen a new laboratory platform and proved it at two pilot sites. Taking it further exposed four problems.',
    items: [
      {
        icon: 'puzzle',
        title: 'Fragmented systems',
        description:
          'Each country ran its own laboratory information system, with interfaces to billing, ERP and instruments built by different vendors over many years.',
      },
      {
        icon: 'alert',
        title: 'A pilot that could not scale',
        description:
          'Every interface at the pilot sites had been built by hand for those sites. Repeating that effort at each new laboratory would have taken years.',
      },
      {
        icon: 'shieldCheck',
        title: 'Regulated data',
        description:
          'Sample and result data had to stay traceable end to end, with validation evidence that would satisfy accreditation bodies and data protection rules in each country.',
      },
      {
        icon: 'activity',
        title: 'No room for downtime',
        description:
          'Laboratories work around the clock. An outage in result delivery reaches clinicians and patients within hours.',
      },
    ],
  },
  solution: {
    eyebrow: 'Our Solution',
    heading: 'Build the Integration Once, Configure It for Every Site',
    lead: 'We treated the rollout as a product rather than a series of projects, in four parts.',
    phaseLabel: 'Phase',
    phases: [
      {
        name: 'Integration Hub and Data Model',
        description:
          'A central hub through which every laboratory system, instrument and enterprise application exchanges data in one agreed format.',
        activities: [
          'A canonical model for orders, samples, results and billing events',
          'Routing, transformation and guaranteed message delivery',
          'Standard HL7 and REST interfaces for laboratory and enterprise systems',
        ],
      },
      {
        name: 'Reusable Site Connectors',
        description: 'Connectors for the systems each laboratory runs, configured for each site rather than rebuilt.',
        activities: [
          'A connector library for LIMS, instrument middleware, billing and ERP',
          'Site configuration templates in place of custom code',
          'Automated tests for every connector and mapping',
        ],
      },
      {
        name: 'Validated Rollout Playbook',
        description: 'A repeatable way to bring a new site live, producing validation evidence as part of the work.',
        activities: [
          'Risk-based validation with traceability from requirement to test',
          'Parallel running and data reconciliation before each cutover',
          'Data protection controls for each country',
        ],
      },
      {
        name: 'Monitoring and Operations',
        description: 'Visibility of every message in flight, so problems are found before a laboratory notices them.',
        activities: [
          'End-to-end message tracking and alerting',
          'High-availability deployment with automatic failover',
          'Runbooks and a structured handover to the client’s operations team',
        ],
      },
    ],
  },
  timeline: {
    eyebrow: 'Implementation',
    heading: 'A 15-Week Implementation Timeline',
    lead: 'From kickoff to the pilot sites running in production, delivered in two-week sprints with a demo at the end of each.',
    stages: [
      {
        name: 'Discovery and Architecture',
        duration: 'Weeks 1-3',
        activities: [
          'Interface inventory across the pilot sites and target countries',
          'Data model and hub architecture agreed',
          'Validation strategy approved by quality assurance',
        ],
      },
      {
        name: 'Build',
        duration: 'Weeks 4-8',
        activities: [
          'Integration hub deployed to test and production environments',
          'First connectors built against the two pilot sites',
          'Automated regression suite in place',
        ],
      },
      {
        name: 'Validation',
        duration: 'Weeks 9-12',
        activities: [
          'Formal validation executed and documented',
          'Parallel running against the existing interfaces',
          'Performance and failover tests at peak sample volumes',
        ],
      },
      {
        name: 'Production Cutover',
        duration: 'Weeks 13-15',
        activities: [
          'Pilot sites switched to the hub without losing a result',
          'Operations team trained and runbooks handed over',
          'Rollout plan for the remaining sites confirmed',
        ],
      },
    ],
  },
  results: {
    eyebrow: 'Results',
    heading: 'What the Group Gained',
    lead: 'With the hub in production, connecting a new laboratory became a configuration exercise rather than a project.',
    items: [
      {
        icon: 'rocket',
        title: 'Rollout at scale',
        description:
          'After the pilot, the group grew from its first two sites to more than twenty across six countries, all on the same platform.',
      },
      {
        icon: 'zap',
        title: 'Faster site onboarding',
        description:
          'Each new laboratory is connected by configuring proven connectors instead of writing new interfaces, so sites go live in a fraction of the pilot’s time.',
      },
      {
        icon: 'activity',
        title: 'Reliable result delivery',
        description:
          'High-availability design and end-to-end monitoring keep results flowing to clinicians, with issues flagged before laboratories see them.',
      },
      {
        icon: 'fileCheck',
        title: 'Audit-ready by design',
        description:
          'Validation evidence and message-level traceability come with every rollout, ready for accreditation audits in each country.',
      },
    ],
  },
  cta: {
    heading: 'Planning a multi-site rollout?',
    text: 'Talk to the architects who delivered this program about yours. Book a free 30-minute consultation; we reply within 24 hours.',
    action: 'Schedule a Consultation',
    secondary: { label: 'See Our Approach', href: '/why-axon/approach' },
  },
} as const satisfies {
  hero: HeroCopy
  back: Action
  metrics: { heading: string; items: readonly Metric[] }
  client: SectionCopy & { paragraphs: readonly string[]; facts: { heading: string; items: readonly Metric[] } }
  challenge: SectionCopy & { items: readonly Feature[] }
  solution: SectionCopy & { phaseLabel: string; phases: readonly Phase[] }
  timeline: SectionCopy & { stages: readonly Phase[] }
  results: SectionCopy & { items: readonly Feature[] }
  cta: CallToAction
}
