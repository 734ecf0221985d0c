import { homeCopy } from '../home.ts'
import type { IndustryCopy } from './types.ts'

// The case study's headline figures are stated once, on the home page; this page reuses four of them.
const [deployments, uptime, pilotToProduction, countries] = homeCopy.caseStudy.stats
const caseStudy = { label: 'Read the Case Study', href: '/our-work/laboratory-systems-case-study' } as const

export const lifeSciencesCopy = {
  hero: {
    eyebrow: 'Industries',
    heading: 'Integration for Life Sciences & Healthcare',
    lead: 'Laboratory, quality and enterprise systems connected with the traceability and validation regulated work demands.',
    actions: [{ label: 'Schedule a Consultation', href: '/contact' }, caseStudy],
  },
  challenges: {
    eyebrow: 'Challenges',
    heading: 'The Integration Problems Regulated Teams Live With',
    lead: 'In a regulated laboratory or clinical setting, every manual step between systems is a compliance risk as well as a cost.',
    items: [
      {
        icon: 'flask',
        title: 'Laboratory Systems That Don’t Talk',
        description:
          'Instruments, LIMS, ELN and ERP each hold part of the record. Results are transcribed between them, and every transcription must then be checked, signed off and documented.',
      },
      {
        icon: 'fileCheck',
        title: 'Validation That Slows Every Change',
        description:
          'A small interface change can trigger weeks of revalidation when requirements, risk assessments and test evidence were never designed to be reused.',
      },
      {
        icon: 'shieldCheck',
        title: 'Patient Data Under Scrutiny',
        description:
          'Health data moves between sites, partners and countries, each with its own data-protection rules, and auditors expect to see exactly who accessed which record and why.',
      },
      {
        icon: 'globe',
        title: 'Scaling Beyond the Pilot Sites',
        description:
          'A solution that works in two laboratories often stalls at twenty: local instruments, languages and regulations turn each rollout into a new project.',
      },
    ],
  },
  solutions: {
    eyebrow: 'Solutions',
    heading: 'How We Help Laboratories and Healthcare Providers',
    lead: 'Integration designed for regulated operations from the first sprint, not retrofitted in the weeks before an audit.',
    items: [
      {
        icon: 'microscope',
        title: 'Laboratory Integration',
        description:
          'A central integration platform connects instruments, LIMS, ELN and ERP, so results, samples and inventory move between systems without transcription.',
      },
      {
        icon: 'fileCheck',
        title: 'Validation-Ready Delivery',
        description:
          'Requirements, risk assessments, traceability matrices and test evidence are produced in every sprint, in a form your quality team can review and reuse for later changes.',
      },
      {
        icon: 'lock',
        title: 'Privacy by Design',
        description:
          'Each integration carries only the data the receiving system needs, pseudonymizes patient identifiers where it can and logs every access.',
      },
      {
        icon: 'layers',
        title: 'Repeatable Multi-Site Rollout',
        description:
          'A shared core with site-specific configuration lets each new laboratory go live from a proven template rather than a fresh build.',
      },
    ],
  },
  useCases: {
    eyebrow: 'Use Cases',
    heading: 'Life Sciences and Healthcare Use Cases',
    lead: 'Engagements we scope and deliver for laboratory networks, diagnostics groups and healthcare providers.',
    pointsLabel: 'What changes',
    items: [
      {
        icon: 'microscope',
        title: 'Instrument-to-LIMS Result Capture',
        description:
          'Results flow from analyzers into the LIMS with instrument, operator and timestamps attached, ready for review and release.',
        points: [
          'No manual transcription of results',
          'A complete record of who ran, reviewed and released each result',
          'Shorter turnaround from sample to report',
        ],
      },
      {
        icon: 'package',
        title: 'Laboratory Inventory and ERP',
        description:
          'Reagent and consumable use recorded in the laboratory updates stock, lot numbers and expiry dates in the ERP.',
        points: [
          'Lot traceability from purchase order to result',
          'Reorders triggered by actual consumption',
          'Expired stock flagged before it is used',
        ],
      },
      {
        icon: 'barChart',
        title: 'Multi-Site Reporting Hub',
        description:
          'Operational and quality data from every site feeds one governed hub for turnaround, capacity and quality reporting.',
        points: [
          'Comparable measures across sites and countries',
          'Patient identifiers pseudonymized before analysis',
          'Reports generated, not assembled by hand',
        ],
      },
    ],
  },
  compliance: {
    eyebrow: 'Validation & Compliance',
    heading: 'Built for Validated Environments',
    lead: 'Our integrations are designed to support your compliance obligations. Your quality organization keeps ownership of validation decisions; we supply the design, controls and evidence it needs.',
    pointsLabel: 'What our integrations support',
    items: [
      {
        icon: 'fileCheck',
        title: 'GxP',
        description: 'A documented, risk-based delivery lifecycle that follows GAMP 5 principles.',
        points: [
          'Requirements traced to the tests that verify them',
          'Risk assessments that focus testing where it matters',
          'Executed test evidence for installation, operational and performance qualification',
        ],
      },
      {
        icon: 'history',
        title: '21 CFR Part 11',
        description:
          'Integrations preserve the controls your validated systems apply to electronic records and signatures.',
        points: [
          'Secure, computer-generated, time-stamped audit trails for every transfer',
          'Record origin and signature details carried intact between systems',
          'Access limited to authorized, individually identified users',
        ],
      },
      {
        icon: 'lock',
        title: 'GDPR and HIPAA-Style Data Protection',
        description: 'Personal and health data handled with the safeguards that GDPR and HIPAA-style regimes expect.',
        points: [
          'Data minimization and pseudonymization of patient identifiers',
          'Encryption in transit and at rest',
          'Role-based access, access logging and defined retention',
        ],
      },
      {
        icon: 'shieldCheck',
        title: 'Data Integrity',
        description:
          'Records stay attributable, legible, contemporaneous, original and accurate (ALCOA) as they move between systems.',
        points: [
          'Original records retained and every transformation logged',
          'Reconciliation checks between source and target',
          'Failed transfers held and alerted, never silently dropped',
        ],
      },
    ],
    note: 'We do not hold or claim certifications on your behalf. Compliance rests on your validated processes and systems; our part is to design, build and document integrations that support them.',
  },
  outcomes: {
    eyebrow: 'Case Study',
    heading: 'Proven Across a Laboratory Network',
    lead: 'For a diagnostics group with more than 900 laboratories, we took a laboratory-systems integration platform from two pilot sites to a multi-country estate.',
    metrics: [deployments, countries, pilotToProduction, uptime],
    action: caseStudy,
  },
  cta: {
    heading: 'Plan a Validation-Ready Integration',
    text: 'Book a free 30-minute consultation with a senior architect who has connected laboratory and enterprise systems across six countries.',
    action: 'Schedule a Consultation',
  },
} as const satisfies IndustryCopy
