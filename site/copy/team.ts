import { site, type LeaderId } from '../site.config.ts'
import type { CallToAction } from './cta.ts'
import type { Action, Feature, HeroCopy, SectionCopy } from './types.ts'

/** What the team page says about one leader; their name and role live in site.config.ts. */
export interface LeaderProfile {
  bio: string
  expertise: readonly string[]
  education: readonly string[]
}

export const teamCopy = {
  hero: {
    eyebrow: 'Our Team',
    heading: 'Leadership Team',
    lead: 'Senior engineers and advisers who have led ERP, integration and data programs for enterprises across four continents.',
  },
  mission: {
    eyebrow: 'Our Mission',
    heading: 'Senior Engineers on Every Engagement',
    paragraphs: [
      'Our mission is to give enterprises integration and modernization work of the quality they would expect from their own best engineers, without the cost, layers and hand-offs of a large integrator.',
      'The people below lead that work directly. They scope each engagement, design its architecture, review its code and stay accountable for it until it runs in production.',
    ],
  },
  leadership: {
    eyebrow: 'Leadership',
    heading: 'The People Who Lead Our Work',
    lead: 'Six leaders with backgrounds in ERP, integration, AI and delivery, each of them still close to the engineering.',
    labels: { expertise: 'Expertise', education: 'Education' },
  },
  profiles: {
    founder: {
      bio: 'Has led enterprise systems work for more than two decades, from ERP rollouts in manufacturing to integration platforms for multi-country laboratory networks. Founded the firm to give enterprises direct access to senior engineers, and reviews every solution architecture it delivers.',
      expertise: ['Enterprise architecture', 'ERP modernization', 'Integration strategy', 'Laboratory systems'],
      education: ['B.Tech, Computer Science and Engineering, IIT', 'MBA, Technology Management'],
    },
    cto: {
      bio: 'Owns the technical standards behind every engagement: reference architectures, security reviews and the reusable components inside our frameworks. Spent fifteen years building high-volume transaction and messaging platforms before joining the firm.',
      expertise: ['Solution architecture', 'Cloud platforms', 'API design', 'Security and compliance'],
      education: ['M.Tech, Computer Science, IIT', 'B.E., Information Technology'],
    },
    integration: {
      bio: 'Leads the engineers who build and run client integrations, from ERP and CRM connectors to event-driven data pipelines. Has delivered integrations around SAP, Oracle, Microsoft Dynamics, NetSuite and Tally estates.',
      expertise: [
        'API-first integration',
        'Event-driven architecture',
        'SAP and Oracle integration',
        'Middleware migration',
      ],
      education: ['B.Tech, Electronics and Communication Engineering, NIT'],
    },
    'ai-engineering': {
      bio: 'Leads our AI practice and the AI SmartBot framework: natural-language reporting, document understanding and automation that works on live ERP data. Builds assistants whose answers can be traced back to the client’s own systems.',
      expertise: ['Applied machine learning', 'Large language models', 'Document automation', 'Data engineering'],
      education: ['M.S., Computer Science', 'B.Tech, Computer Science and Engineering, IIT'],
    },
    'partner-anz': {
      bio: 'Works with organizations across Australia and New Zealand to shape integration programs built on UnifySuite360. Brings long experience in enterprise technology advisory in the region and a practical grasp of its compliance requirements.',
      expertise: [
        'Enterprise technology advisory',
        'Australian and New Zealand markets',
        'Partnership development',
        'Program governance',
      ],
      education: ['Bachelor of Commerce, Information Systems', 'MBA'],
    },
    delivery: {
      bio: 'Runs delivery across every engagement: sprint planning, risk management and the cutovers that move integrations into production without disrupting operations. Has managed multi-country rollouts in regulated industries, where validation evidence matters as much as working code.',
      expertise: ['Agile delivery', 'Program management', 'Validated systems (GxP)', 'Cutover planning'],
      education: ['B.E., Computer Engineering', 'M.S., Information Systems'],
    },
  },
  values: {
    eyebrow: 'Our Values',
    heading: 'What We Hold Ourselves To',
    items: [
      {
        icon: 'award',
        title: 'Excellence',
        description:
          'We recruit from the top 3% of engineering talent and hold every design, line of code and document to the standard we would set for our own systems.',
      },
      {
        icon: 'handshake',
        title: 'Transparency and Partnership',
        description:
          'You see the same plan, risks and progress that we do. We work beside your teams, share what we build, and say early when something is off track.',
      },
      {
        icon: 'compass',
        title: 'Long-Term Thinking',
        description:
          'We design for the systems you will still be running in ten years, document what we deliver, and judge our work by how well it runs after handover.',
      },
    ],
  },
  join: {
    eyebrow: 'Careers',
    heading: 'Work With Us',
    lead: 'We are always glad to hear from exceptional engineers who want to solve hard integration problems for enterprises around the world.',
    actions: [
      { label: 'Join Our Team', href: `mailto:${site.email.careers}` },
      { label: 'Graduate Careers', href: '/careers' },
    ],
  },
  cta: {
    heading: 'Put this team to work on your systems',
    text: 'Every consultation is led by one of the people on this page. Tell us about your challenge and we will reply within 24 hours.',
    action: 'Schedule a Consultation',
  },
} as const satisfies {
  hero: HeroCopy
  mission: SectionCopy & { paragraphs: readonly string[] }
  leadership: SectionCopy & { labels: { expertise: string; education: string } }
  profiles: Record<LeaderId, LeaderProfile>
  values: SectionCopy & { items: readonly Feature[] }
  join: SectionCopy & { actions: readonly Action[] }
  cta: CallToAction
}
