import type { CallToAction } from '../cta.ts'
import { homeCopy } from '../home.ts'
import type { Action, Feature, HeroCopy, SectionCopy } from '../types.ts'
import type { FrameworksCopy } from './types.ts'

export const frameworksOverviewCopy = {
  hero: {
    eyebrow: 'Frameworks',
    heading: 'Our Frameworks',
    lead: 'Three frameworks built from years of delivery work, so your project starts from proven connectors and patterns instead of a blank page.',
    actions: [{ label: 'Schedule a Consultation', href: '/contact' }],
  },
  frameworks: {
    eyebrow: 'Three frameworks',
    heading: 'One for Each Market We Know Best',
    lead: 'Each framework comes from integration work we have delivered many times over, packaged so the next client does not pay for it again.',
    action: 'Explore',
    cards: homeCopy.frameworks.cards,
  },
  reasons: {
    copy: {
      eyebrow: 'Why start from a framework',
      heading: 'Less to Build, Less to Go Wrong',
    },
    items: [
      {
        icon: 'rocket',
        title: 'A faster start',
        description:
          'Connectors, data mappings and monitoring already exist, so the first weeks go on your business rules rather than plumbing.',
      },
      {
        icon: 'shieldCheck',
        title: 'Lower delivery risk',
        description:
          'The core has run in production for other clients. Edge cases such as duplicate orders, partial payments and API limits are already handled.',
      },
      {
        icon: 'puzzle',
        title: 'Room for what is yours',
        description:
          'Where your process differs from the standard, we extend the framework with custom connectors and rules instead of bending your process to fit.',
      },
    ],
  },
  engagement: {
    copy: {
      eyebrow: 'In an engagement',
      heading: 'How We Use the Frameworks on Your Project',
      lead: 'A framework is a starting point, not a product you are left to install. The same senior engineers take you from assessment to a supported, running integration.',
    },
    steps: [
      {
        title: 'Assess the fit',
        description:
          'In discovery we map your systems, data volumes and processes against the framework’s connectors, and show you plainly what is covered as standard and what has to be built.',
      },
      {
        title: 'Configure the standard connectors',
        description:
          'Covered systems are connected by configuration: field mappings, validation rules and schedules agreed with your finance and operations teams.',
      },
      {
        title: 'Build what is specific to you',
        description:
          'Custom connectors and business rules are developed in two-week sprints, tested against your real data and reviewed with you at the end of each sprint.',
      },
      {
        title: 'Run, monitor and improve',
        description:
          'After go-live we monitor every flow and fix exceptions as part of a managed service, or hand over to your IT team with documentation and training.',
      },
    ],
  },
  cta: {
    heading: 'Not sure which framework fits?',
    text: 'Tell us about your systems and markets. In a free 30-minute consultation, a senior architect will show you where a framework saves time and where custom work makes more sense.',
    action: 'Schedule a Consultation',
  },
} as const satisfies {
  hero: HeroCopy & { actions: readonly Action[] }
  frameworks: FrameworksCopy
  reasons: { copy: SectionCopy; items: readonly Feature[] }
  engagement: { copy: SectionCopy; steps: readonly Feature[] }
  cta: CallToAction
}
