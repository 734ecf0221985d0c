import type { CallToAction } from '../cta.ts'
import type { Action, Feature, HeroCopy, Metric, Phase, SectionCopy } from '../types.ts'
import { aiSmartBotCard } from './cards.ts'

export const aiSmartBotCopy = {
  hero: {
    eyebrow: aiSmartBotCard.badge,
    heading: 'AI SmartBot',
    lead: 'A natural-language assistant that answers questions from your ERP and business data, and takes routine requests off your help desk.',
    actions: [{ label: 'Request a Demo', href: '/contact' }],
  },
  results: {
    copy: {
      eyebrow: 'Results',
      heading: 'What Clients Can Expect',
    },
    metrics: [
      { value: '90%', label: 'Faster reports' },
      { value: '75%', label: 'Fewer help-desk tickets' },
      { value: '3-6 months', label: 'Payback' },
      { value: '8 weeks', label: 'Implementation timeline' },
    ],
  },
  howItWorks: {
    copy: {
      eyebrow: 'How it works',
      heading: 'Your Business Data, One Question Away',
      lead: 'AI SmartBot sits on top of the systems you already run. It does not replace your ERP or CRM; it makes them easier to ask.',
    },
    steps: [
      {
        title: 'Connects to your ERP and CRM data',
        description:
          'Secure connectors read from your ERP, CRM and reporting systems. Role-based permissions mirror the access each person already has, so nobody sees a figure they could not see before.',
      },
      {
        title: 'Answers in plain language',
        description:
          'Ask “What were our top ten customers by margin last quarter?” and get the answer as a sentence, a table or a chart, with a link back to the records it came from.',
      },
      {
        title: 'Takes routine requests',
        description:
          'Order status checks, report requests, access requests and stock queries are handled end to end, and anything that changes data asks for confirmation first.',
      },
    ],
  },
  useCases: {
    copy: {
      eyebrow: 'Use cases',
      heading: 'Where Teams Use AI SmartBot Every Day',
    },
    items: [
      {
        icon: 'barChart',
        title: 'Management reporting',
        description:
          'Leaders ask for the figure they need in a meeting, instead of waiting days for an analyst to build a spreadsheet.',
      },
      {
        icon: 'wallet',
        title: 'Finance questions',
        description:
          'Receivables aging, supplier balances and budget against actuals, answered from the ledger in seconds.',
      },
      {
        icon: 'truck',
        title: 'Order and delivery status',
        description:
          'Sales and service teams check where an order is without logging into three systems or phoning the warehouse.',
      },
      {
        icon: 'warehouse',
        title: 'Stock and supply',
        description:
          'Stock levels, open purchase orders and expected deliveries for any item or site, asked in everyday language.',
      },
      {
        icon: 'headphones',
        title: 'IT and system help desk',
        description:
          'How-to questions, report requests and routine access requests are resolved before they ever become a ticket.',
      },
      {
        icon: 'users',
        title: 'HR self-service',
        description:
          'Employees check leave balances and policy answers themselves, drawn from your HR system and policy documents.',
      },
    ],
  },
  controls: {
    copy: {
      eyebrow: 'Built for enterprise control',
      heading: 'Useful Without Being Reckless',
    },
    items: [
      {
        icon: 'lock',
        title: 'Permissions respected',
        description: 'Every answer is filtered by the asker’s role in the source system.',
      },
      {
        icon: 'check',
        title: 'Confirmation before action',
        description: 'Requests that change data are shown back to the user and carried out only once confirmed.',
      },
      {
        icon: 'history',
        title: 'Full audit trail',
        description: 'Questions, answers and actions are logged, so you can review how the assistant is used.',
      },
      {
        icon: 'serverCog',
        title: 'Your choice of hosting',
        description: 'Deploy in your own cloud tenancy or ours, with your data kept out of public model training.',
      },
    ],
  },
  implementation: {
    copy: {
      eyebrow: 'Implementation',
      heading: 'From Kick-off to Company-wide Use',
      lead: 'A fixed outline, delivered in two-week sprints, with a working assistant in your users’ hands before the halfway point.',
    },
    phaseLabel: 'Phase',
    phases: [
      {
        name: 'Discover and connect',
        duration: 'Weeks 1-2',
        activities: [
          'Choose the first use cases and success measures',
          'Connect to ERP and CRM data sources',
          'Map roles and permissions',
        ],
      },
      {
        name: 'Configure and train',
        duration: 'Weeks 3-4',
        activities: [
          'Teach the assistant your terms, products and reports',
          'Set up routine request workflows',
          'Test answers against known figures',
        ],
      },
      {
        name: 'Pilot',
        duration: 'Weeks 5-6',
        activities: [
          'Release to a pilot group',
          'Review questions it could not answer',
          'Tune answers and add missing sources',
        ],
      },
      {
        name: 'Roll out and hand over',
        duration: 'Weeks 7-8',
        activities: [
          'Extend to all intended users',
          'Train administrators and champions',
          'Agree ongoing support and the next use cases',
        ],
      },
    ],
  },
  cta: {
    heading: 'See AI SmartBot answer your own questions',
    text: 'Request a demo and we will show the assistant working on questions your teams ask every week, with a clear view of payback before you commit.',
    action: 'Request a Demo',
  },
} as const satisfies {
  hero: HeroCopy & { actions: readonly Action[] }
  results: { copy: SectionCopy; metrics: readonly Metric[] }
  howItWorks: { copy: SectionCopy; steps: readonly Feature[] }
  useCases: { copy: SectionCopy; items: readonly Feature[] }
  controls: { copy: SectionCopy; items: readonly Feature[] }
  implementation: { copy: SectionCopy; phaseLabel: string; phases: readonly Phase[] }
  cta: CallToAction
}
