import { site } from '../../site.config.ts'
import type { Slide } from './types.ts'

const { presentationPricing: pricing } = site

/** Slides 9-13: the proof, the plan, the investment, the partner and what happens next. */
export const closingSlides = [
  {
    title: 'Success Stories',
    lead: 'A global diagnostics group needed one integration platform for its laboratory systems across six countries. The same engineers and delivery method now stand behind every UnifySuite360 project.',
    blocks: [
      {
        kind: 'figures',
        items: [
          { value: '2 → 20+', label: 'Laboratory sites, from pilot to rollout' },
          { value: '6', label: 'Countries' },
          { value: '15 weeks', label: 'Pilot to production' },
          { value: '99.9%', label: 'System uptime' },
        ],
      },
      {
        kind: 'actions',
        items: [{ label: 'Read the Laboratory Case Study', href: '/our-work/laboratory-systems-case-study' }],
      },
    ],
  },
  {
    title: 'Implementation',
    lead: 'A phased plan puts your first integrations into production early, then extends them system by system on the same foundation.',
    blocks: [
      {
        kind: 'timeline',
        items: [
          {
            name: 'Discovery',
            duration: 'Weeks 1-2',
            activities: [
              'Map systems, data flows and compliance obligations',
              'Agree priorities, success measures and pilot scope',
            ],
          },
          {
            name: 'Design',
            duration: 'Weeks 3-4',
            activities: [
              'Target architecture, data mappings and security model',
              'Sign-off from your finance, IT and operations leads',
            ],
          },
          {
            name: 'Pilot build',
            duration: 'Weeks 5-10',
            activities: [
              'Connectors configured and priority flows built in sprints',
              'Tested end to end against your own data',
            ],
          },
          {
            name: 'Go-live',
            duration: 'Weeks 11-12',
            activities: ['Parallel running, cut-over and hypercare', 'Runbooks and handover to your team or ours'],
          },
          {
            name: 'Scale and support',
            duration: 'Ongoing',
            activities: [
              'More systems, sites and workflows on the same foundation',
              'Managed service, or knowledge transfer to your team',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Investment & ROI',
    lead: 'Pricing comes in three parts. The ranges below cover a typical first year; after discovery we confirm a firm figure for your scope.',
    blocks: [
      {
        kind: 'pricing',
        label: 'First-year investment',
        shareOf: 'of first-year investment',
        items: [
          {
            name: 'Framework licence',
            range: pricing.licence,
            share: '20-25%',
            description: 'Annual subscription to the framework, its connectors and every upgrade.',
          },
          {
            name: 'Implementation',
            range: pricing.implementation,
            share: '55-65%',
            description: 'Discovery, design, configuration, testing and go-live, delivered in sprints.',
          },
          {
            name: 'Support',
            range: pricing.support,
            share: '15-20%',
            description: 'Monitoring, incident response and compliance updates in ANZ business hours.',
          },
        ],
      },
      { kind: 'figures', items: [{ value: '8-12 months', label: 'Typical payback period' }] },
      {
        kind: 'cards',
        label: 'Engagement models',
        columns: 3,
        items: [
          {
            title: 'Fixed price',
            description: 'A defined scope for an agreed fee, suited to well-understood integrations and firm budgets.',
          },
          {
            title: 'Time and materials',
            description: 'Pay for the effort used, with spend reported sprint by sprint, suited to evolving scope.',
          },
          {
            title: 'Managed service',
            description: 'A monthly fee covering operation, monitoring and changes once your integrations are live.',
          },
        ],
      },
    ],
  },
  {
    title: 'Why Axon',
    lead: 'A specialist partner that brings a proven framework, a senior team and a delivery record, without the overhead of a large integrator.',
    blocks: [
      {
        kind: 'cards',
        columns: 2,
        items: [
          {
            icon: 'layers',
            title: 'A framework, not a blank page',
            description:
              'Your project starts from tested connectors and patterns, so effort goes into your business rules.',
          },
          {
            icon: 'target',
            title: 'Specialist focus',
            description:
              'ERP, integration and automation are all we do, and we have done them for enterprises on several continents.',
          },
          {
            icon: 'handshake',
            title: 'One accountable team',
            description: 'The engineers who design your integration build it, run it and answer for it.',
          },
          {
            icon: 'eye',
            title: 'Progress you can see',
            description: 'Working software at every sprint review and plain reporting on scope, spend and risk.',
          },
        ],
      },
    ],
  },
  {
    title: 'Next Steps',
    lead: 'Three steps take you from this briefing to a costed plan for your organisation.',
    blocks: [
      {
        kind: 'sequence',
        items: [
          {
            title: 'Consultation',
            description:
              'A conversation with a senior architect about your systems, priorities and constraints. No charge, no obligation.',
          },
          {
            title: 'Integration assessment',
            description:
              'A two-week review of your platforms and data flows, ending in a prioritised roadmap and a firm quote.',
          },
          {
            title: 'Pilot',
            description:
              'Your first priority integration in production, then expansion under the engagement model that suits you.',
          },
        ],
      },
      {
        kind: 'actions',
        items: [
          { label: 'Book Your Consultation', href: '/contact' },
          { label: 'Explore UnifySuite360', href: '/frameworks/unifysuite360' },
        ],
      },
    ],
  },
] as const satisfies readonly Slide[]
