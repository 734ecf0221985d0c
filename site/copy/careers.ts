import { site } from '../site.config.ts'
import type { CallToAction } from './cta.ts'
import type { Action, Feature, HeroCopy, SectionCopy } from './types.ts'

const application: Action = {
  label: 'Apply by Email',
  href: `mailto:${site.email.careers}?subject=${encodeURIComponent('Application: Graduate Engineer')}`,
}

export const careersCopy = {
  hero: {
    eyebrow: 'Careers',
    heading: 'Build the Systems Enterprises Run On',
    lead: 'We look for exceptional engineering graduates who want to solve hard integration problems for enterprises around the world.',
  },
  apply: application,
  invitation: {
    eyebrow: 'Graduate Engineers',
    heading: 'An Invitation to India’s Top Engineering Graduates',
    paragraphs: [
      'If you are graduating from an IIT, an NIT or another of India’s leading engineering institutes, and you want your first years in industry to count, we would like to hear from you.',
      'You will not spend them maintaining someone else’s code in a large delivery center. You will join a small team of senior engineers, work on systems that run laboratories, factories and finance operations on several continents, and see your work go into production within months of joining.',
    ],
  },
  work: {
    eyebrow: 'The work',
    heading: 'What You Will Work On',
    lead: 'Real client systems from your first months, chosen so that you learn the whole of enterprise engineering, not one corner of it.',
    items: [
      {
        icon: 'network',
        title: 'Integration platforms',
        description:
          'Design the APIs and event flows that connect ERP, CRM, commerce and finance systems for clients in India, Australia, New Zealand, Europe and North America.',
      },
      {
        icon: 'database',
        title: 'ERP modernization',
        description:
          'Open long-serving ERP systems up through modern APIs, move workloads to the cloud and build the interfaces their users have been asking for.',
      },
      {
        icon: 'bot',
        title: 'Automation and AI',
        description:
          'Build automated workflows and natural-language assistants, including our AI SmartBot framework, that take routine work off operations teams.',
      },
      {
        icon: 'barChart',
        title: 'Data hubs',
        description:
          'Model, govern and serve operational data so that finance and operations leaders can trust the figures in front of them.',
      },
    ],
  },
  lookFor: {
    eyebrow: 'Who we hire',
    heading: 'What We Look For',
    lead: 'Grades matter less to us than how you think. We look for evidence of these:',
    items: [
      'A degree in computer science, information technology, electronics or a related discipline from a leading institute, completed or due this year',
      'Strong fundamentals in data structures, algorithms, databases and networking',
      'Code you have written and can explain: projects, internships, open-source work or competitive programming',
      'Curiosity about how businesses run: orders, invoices, inventory, laboratory samples',
      'Clear written and spoken English, because you will work directly with clients',
      'Ownership: you finish what you start, and you say early when you are stuck',
    ],
  },
  grow: {
    eyebrow: 'Your growth',
    heading: 'How We Grow Engineers',
    lead: 'We hire few graduates each year so that we can invest properly in each of them.',
    items: [
      {
        icon: 'graduationCap',
        title: 'A structured first ninety days',
        description:
          'A foundation program in enterprise systems, integration patterns and our frameworks, with a real client project from your second month.',
      },
      {
        icon: 'users',
        title: 'A senior mentor',
        description:
          'You work beside a senior engineer who reviews your code, your designs and your client communication, week by week.',
      },
      {
        icon: 'briefcase',
        title: 'Client work early',
        description:
          'You take part in client sprint reviews and demos in your first year, and see for yourself how your work changes a business’s day.',
      },
      {
        icon: 'layers',
        title: 'Room to specialize',
        description:
          'Grow toward architecture, AI engineering, data or delivery leadership, with certifications and conference time supported by the firm.',
      },
    ],
  },
  howToApply: {
    eyebrow: 'Applying',
    heading: 'How to Apply',
    lead: 'Four steps, each of them a conversation rather than a hurdle. We tell every applicant the outcome, whatever it is.',
    steps: [
      {
        title: 'Send us an email',
        description:
          'Attach your CV and academic transcript, link to one project you are proud of, and tell us in a few lines why enterprise systems interest you.',
      },
      {
        title: 'A technical conversation',
        description:
          'A call with one of our engineers about fundamentals and the project you shared. Expect questions about why, not trivia.',
      },
      {
        title: 'A practical problem',
        description:
          'A short integration problem you solve in your own time and then walk us through, as you would with a colleague.',
      },
      {
        title: 'Meet the leadership',
        description:
          'A conversation with our founder about the engineer you want to become, and about any questions you have for us.',
      },
    ],
    note: `Applications go to ${site.email.careers}.`,
    action: application,
  },
  cta: {
    heading: 'Here to learn how we work with clients?',
    text: 'If you came to this page as a prospective client, a senior architect will gladly walk you through how we work in a free 30-minute consultation.',
    action: 'Schedule a Consultation',
  },
} as const satisfies {
  hero: HeroCopy
  apply: Action
  invitation: SectionCopy & { paragraphs: readonly string[] }
  work: SectionCopy & { items: readonly Feature[] }
  lookFor: SectionCopy & { items: readonly string[] }
  grow: SectionCopy & { items: readonly Feature[] }
  howToApply: SectionCopy & { steps: readonly Feature[]; note: string; action: Action }
  cta: CallToAction
}
