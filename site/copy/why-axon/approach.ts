import type { CallToAction } from '../cta.ts'
import type { Feature, HeroCopy, Phase, SectionCopy } from '../types.ts'

export interface ApproachCopy {
  hero: HeroCopy
  // The spec names exactly five phases, each with its duration.
  phases: { section: SectionCopy; phaseLabel: string; items: readonly [Phase, Phase, Phase, Phase, Phase] }
  principles: { section: SectionCopy; items: readonly Feature[] }
  cta: CallToAction
}

export const approachCopy = {
  hero: {
    eyebrow: 'Why Axon',
    heading: 'Our Approach',
    lead: 'Five clear phases, from a one-to-two-week discovery to ongoing support, with working software at the end of every two-week sprint.',
  },
  phases: {
    section: {
      eyebrow: 'How We Deliver',
      heading: 'Five Phases From Discovery to Support',
      lead: 'Each phase ends with something you can review and approve before the next begins, and the same senior team carries the work through all five.',
    },
    phaseLabel: 'Phase',
    items: [
      {
        name: 'Discovery',
        duration: '1-2 weeks',
        description:
          'We learn how your business and systems really work, and agree what success will look like in measurable terms.',
        activities: [
          'Interviews with business and IT stakeholders',
          'Review of current systems, interfaces and data flows',
          'Pain points and opportunities ranked by business value',
          'Success measures agreed and baselined',
          'A high-level roadmap with an indicative budget',
        ],
      },
      {
        name: 'Solution Design',
        duration: '2-3 weeks',
        description:
          'We design the target architecture and plan delivery so that risks are visible early and the first release is small.',
        activities: [
          'Target architecture and integration patterns',
          'Data models, mappings and interface specifications',
          'Security, compliance and performance requirements',
          'A proof of concept for the riskiest technical assumption',
          'Release plan, sprint backlog and a firm proposal',
        ],
      },
      {
        name: 'Development',
        duration: '4-12 weeks',
        description:
          'We build in 2-week sprints. Every sprint ends with a demonstration of working software in your environment, and priorities are reset with you before the next one begins.',
        activities: [
          'Sprint planning and backlog refinement with your product owner',
          'Incremental build of interfaces, workflows and data pipelines',
          'Automated tests and peer review on every change',
          'Sprint demonstrations to business stakeholders',
          'Continuous delivery to your test environments',
        ],
      },
      {
        name: 'Validation and Deployment',
        duration: '2-4 weeks',
        description:
          'We prove the solution with real data and real users, then go live in a controlled, reversible way.',
        activities: [
          'End-to-end system integration testing',
          'User acceptance testing with your teams',
          'Performance and security testing at production volumes',
          'Data migration rehearsals with reconciliation reports',
          'A cutover plan with a tested rollback',
          'Go-live and hypercare',
        ],
      },
      {
        name: 'Support',
        duration: 'Ongoing',
        description: 'After go-live, the engineers who built the solution keep it healthy and keep improving it.',
        activities: [
          'Monitoring, alerting and incident response',
          'Monthly service reports against agreed service levels',
          'Enhancements and new integrations as the business changes',
          'Platform upgrades and security patches',
          'Training and documentation for your own team',
        ],
      },
    ],
  },
  principles: {
    section: {
      eyebrow: 'Throughout',
      heading: 'What Stays Constant in Every Phase',
    },
    items: [
      {
        icon: 'users',
        title: 'One Senior Team',
        description:
          'The architects who run discovery lead the build and stay on for support, so nothing is lost in hand-offs.',
      },
      {
        icon: 'eye',
        title: 'Full Visibility',
        description:
          'A shared backlog, sprint reports and direct access to the engineers: you always know the status, the risks and the spend.',
      },
      {
        icon: 'timer',
        title: 'Short Feedback Loops',
        description: 'Working software every two weeks means a change of course costs days, not months.',
      },
      {
        icon: 'handshake',
        title: 'Knowledge Stays With You',
        description:
          'Code, documentation and runbooks are yours from day one, and your team learns to run what we build.',
      },
    ],
  },
  cta: {
    heading: 'Start with a focused discovery',
    text: 'A 30-minute consultation is the first step. If there is a fit, discovery takes one to two weeks and ends with a roadmap you keep either way.',
    action: 'Schedule a Consultation',
    secondary: { label: 'View Our Work', href: '/our-work' },
  },
} as const satisfies ApproachCopy
