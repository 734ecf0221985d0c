import type { PageMeta } from '../lib/seo/index.ts'
import type { CallToAction } from './cta.ts'
import { unifySuite360Copy } from './frameworks/unifysuite360.ts'
import { homeCopy } from './home.ts'

/**
 * Every public page the build prerenders, keyed by its path: the title and description that
 * its <head> carries.
 */
export interface PageCopy extends Omit<PageMeta, 'path'> {
  /** The page's closing call to action, when it differs from the site's default. */
  cta?: CallToAction
}

export const pages = {
  '/': {
    title: 'Enterprise Integration, ERP Modernization & Automation',
    description:
      'Axon Intelligence modernizes ERP platforms, connects enterprise applications and automates business processes, with senior engineers who deliver in two-week sprints.',
    keywords: ['ERP modernization', 'enterprise integration', 'process automation', 'data hub', 'Tally integration'],
    cta: homeCopy.cta,
  },
  '/about': {
    title: 'About Us',
    description:
      'A specialist consultancy for ERP modernization and enterprise integration, led by engineers with more than twenty years of enterprise delivery experience.',
    cta: {
      heading: 'Talk to the engineers who will do the work',
      text: 'Book a free 30-minute consultation with a senior architect about your ERP, integration or automation challenge. We reply within 24 hours.',
      action: 'Schedule a Consultation',
    },
  },
  '/solutions/erp-modernization': {
    title: 'ERP Modernization',
    description:
      'Extend the life of your ERP by five to ten years: API layers, cloud migration and modern interfaces around the core your business depends on.',
    keywords: ['ERP modernization', 'legacy ERP', 'ERP API enablement', 'ERP cloud migration'],
    cta: {
      heading: 'Find out how much life is left in your ERP',
      text: 'In a free 30-minute consultation, a senior architect will look at your ERP, its customizations and its integrations, and tell you plainly whether to modernize or replace.',
      action: 'Schedule a Consultation',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
  '/solutions/enterprise-integration': {
    title: 'Enterprise Integration',
    description:
      'Connect ERP, CRM, e-commerce and finance systems with API-first integration that removes manual data entry and keeps every system in step.',
    keywords: ['enterprise integration', 'API-first integration', 'ERP CRM integration', 'EDI integration'],
    cta: {
      heading: 'Map your integration landscape with an architect',
      text: 'Bring a list of your systems and the hand-offs between them. In 30 minutes we will show you where integration would save the most time and errors.',
      action: 'Schedule a Consultation',
      secondary: { label: 'See Our Frameworks', href: '/frameworks' },
    },
  },
  '/solutions/data-hub-analytics': {
    title: 'Data Hub & Analytics',
    description:
      'A governed data hub that brings ERP, CRM and operational data together for trusted reporting, real-time dashboards and analytics.',
    keywords: ['data hub', 'enterprise analytics', 'data governance', 'real-time dashboards'],
    cta: {
      heading: 'Plan a data hub your teams will trust',
      text: 'Tell us which reports take longest to assemble. A senior architect will outline the sources, the model and the first dashboard worth building.',
      action: 'Discuss Your Data Hub',
      secondary: { label: 'Read the Case Study', href: '/our-work/laboratory-systems-case-study' },
    },
  },
  '/solutions/business-process-automation': {
    title: 'Business Process Automation',
    description:
      'Automate approvals, document handling and data entry across your systems, cutting cycle times by 60-80% with ROI in 6-12 months.',
    keywords: ['business process automation', 'workflow automation', 'intelligent document processing', 'RPA'],
    cta: {
      heading: 'Find the processes worth automating first',
      text: 'In a free 30-minute consultation, we will look at where your teams lose the most hours to manual work and sketch the business case for automating it.',
      action: 'Assess Your Processes',
      secondary: { label: 'Explore AI SmartBot', href: '/frameworks/ai-smartbot' },
    },
  },
  '/frameworks': {
    title: 'Our Frameworks',
    description:
      'Vyaapari360, UnifySuite360 and AI SmartBot: proven frameworks that shorten integration and automation projects from months to weeks.',
    cta: {
      heading: 'Not sure which framework fits?',
      text: 'Tell us about your systems and markets. In a free 30-minute consultation, a senior architect will show you where a framework saves time and where custom work makes more sense.',
      action: 'Schedule a Consultation',
    },
  },
  '/frameworks/vyaapari360': {
    title: 'Vyaapari360: Tally Integration for Indian Businesses',
    description:
      'Connect Tally to e-commerce, CRM and analytics in real time with pre-built connectors, deployed in the cloud, on-premise or hybrid.',
    keywords: ['Tally integration', 'Tally ERP', 'Vyaapari360', 'India'],
    cta: {
      heading: 'See Vyaapari360 working with your Tally data',
      text: 'Book a demo and we will walk you through a live Tally integration, then map which connectors fit your business and how long they take.',
      action: 'Request a Demo',
      secondary: { label: 'Explore All Frameworks', href: '/frameworks' },
    },
  },
  '/frameworks/vyaapari360/tally-integration': {
    title: 'Tally Integration Services',
    description:
      'Real-time, two-way Tally integration with e-commerce, CRM, banking and analytics systems, built on the Vyaapari360 framework.',
    keywords: ['Tally integration', 'TallyPrime', 'Vyaapari360'],
    cta: {
      heading: 'Stop re-keying data into Tally',
      text: 'In a free 30-minute consultation, we will review your Tally setup and the systems around it, and tell you what to automate first.',
      action: 'Schedule a Consultation',
      secondary: { label: 'Explore All Frameworks', href: '/frameworks' },
    },
  },
  '/frameworks/unifysuite360': {
    title: 'UnifySuite360: Integration for Australia & New Zealand',
    description:
      'Pre-built connectors for accounting, ERP, CRM, HR and e-commerce platforms used across Australia and New Zealand, with regional compliance and local support.',
    keywords: ['UnifySuite360', 'integration Australia', 'integration New Zealand'],
    cta: {
      heading: 'Ready to connect your ANZ systems?',
      text: 'Book a free 30-minute consultation to talk through your platforms, your compliance obligations and the engagement model that suits your organisation.',
      action: 'Schedule a Consultation',
      secondary: unifySuite360Copy.presentation,
    },
  },
  '/frameworks/ai-smartbot': {
    title: 'AI SmartBot: Natural-Language Business Automation',
    description:
      'Ask your business systems questions in plain language: AI SmartBot delivers reports 90% faster and cuts help-desk tickets by 75%.',
    keywords: ['AI SmartBot', 'AI automation', 'natural language reporting'],
    cta: {
      heading: 'See AI SmartBot answer your own questions',
      text: 'Request a demo and we will show the assistant working on questions your teams ask every week, with a clear view of payback before you commit.',
      action: 'Request a Demo',
    },
  },
  '/industries/manufacturing': {
    title: 'Manufacturing',
    description:
      'Connect shop floor, supply chain and ERP systems so manufacturers plan with real-time data and stop re-keying orders and inventory.',
    cta: {
      heading: 'Connect Your Plant to Your ERP',
      text: 'Talk to a senior architect who has integrated shop-floor, supply-chain and ERP systems. Book a free 30-minute consultation; we reply within 24 hours.',
      action: 'Schedule a Consultation',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
  '/industries/life-sciences-healthcare': {
    title: 'Life Sciences & Healthcare',
    description:
      'Validation-ready integration for laboratories, diagnostics and healthcare providers: LIMS, ERP and quality systems connected with full traceability.',
    cta: {
      heading: 'Plan a Validation-Ready Integration',
      text: 'Book a free 30-minute consultation with a senior architect who has connected laboratory and enterprise systems across six countries.',
      action: 'Schedule a Consultation',
    },
  },
  '/industries/financial-services': {
    title: 'Financial Services',
    description:
      'Secure, auditable integration and automation for financial services firms: reconciliations, reporting and compliance without manual effort.',
    cta: {
      heading: 'Make Every Figure Traceable',
      text: 'Book a free 30-minute consultation to talk through your reconciliation, reporting or core-system integration challenge with a senior architect.',
      action: 'Schedule a Consultation',
      secondary: { label: 'See Our Approach', href: '/why-axon/approach' },
    },
  },
  '/why-axon/difference': {
    title: 'The Axon Difference',
    description:
      'Senior engineers, specialist focus and agile delivery without bureaucracy: how Axon Intelligence compares with large integrators and offshore providers.',
    cta: {
      heading: 'Meet the engineers who would do the work',
      text: 'Your first consultation is with a senior architect, not a sales team. Tell us about your systems and we will reply within 24 hours.',
      action: 'Schedule a Consultation',
      secondary: { label: 'See How We Work', href: '/why-axon/approach' },
    },
  },
  '/why-axon/approach': {
    title: 'Our Approach',
    description:
      'Five phases from discovery to ongoing support: how Axon Intelligence plans, builds, validates and runs enterprise integration projects.',
    cta: {
      heading: 'Start with a focused discovery',
      text: 'A 30-minute consultation is the first step. If there is a fit, discovery takes one to two weeks and ends with a roadmap you keep either way.',
      action: 'Schedule a Consultation',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
  '/team': {
    title: 'Our Team',
    description:
      'Meet the engineers and advisers who lead Axon Intelligence: decades of ERP, integration and enterprise architecture experience.',
    cta: {
      heading: 'Put this team to work on your systems',
      text: 'Every consultation is led by one of the people on this page. Tell us about your challenge and we will reply within 24 hours.',
      action: 'Schedule a Consultation',
    },
  },
  '/our-work': {
    title: 'Our Work',
    description:
      'Two decades of enterprise delivery, and a laboratory-systems case study that scaled from 2 to 20+ deployments across 6 countries.',
    cta: {
      heading: 'Have a program like these in mind?',
      text: 'Tell us where your systems are today and where they need to be. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
      action: 'Schedule a Consultation',
    },
  },
  '/our-work/laboratory-systems-case-study': {
    title: 'Laboratory Systems Case Study',
    description:
      'How a laboratory group with 900+ labs went from 2 to 20+ system deployments in 6 countries, with 99.9% uptime and a 15-week pilot to production.',
    ogType: 'article',
    cta: {
      heading: 'Planning a multi-site rollout?',
      text: 'Talk to the architects who delivered this program about yours. Book a free 30-minute consultation; we reply within 24 hours.',
      action: 'Schedule a Consultation',
      secondary: { label: 'See Our Approach', href: '/why-axon/approach' },
    },
  },
  '/careers': {
    title: 'Careers',
    description:
      'Join Axon Intelligence: we hire outstanding engineers from India’s top engineering institutes to work on enterprise integration at global scale.',
    cta: {
      heading: 'Here to learn how we work with clients?',
      text: 'If you came to this page as a prospective client, a senior architect will gladly walk you through how we work in a free 30-minute consultation.',
      action: 'Schedule a Consultation',
    },
  },
  '/insights': {
    title: 'Insights',
    description:
      'Practical articles on ERP modernization, integration strategy and process automation from the engineers at Axon Intelligence.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Book a free 30-minute consultation with a senior architect. Tell us about your integration challenge and we will respond within 24 hours.',
    // The form is on this page: the closing block sends the visitor back up to it rather than reloading the page.
    cta: {
      heading: 'Still weighing it up?',
      text: 'Thirty minutes with a senior architect costs nothing and commits you to nothing. Tell us where your systems stand and we will come prepared.',
      action: 'Go to the form',
      href: '#enquiry-heading',
    },
  },
  '/contact/thank-you': {
    title: 'Message Sent',
    description: 'Your enquiry has reached Axon Intelligence. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
    noindex: true,
  },
  '/contact/not-sent': {
    title: 'Message Not Sent',
    description: 'Your enquiry could not be sent. Go back to the form to correct it or try again, or email Axon Intelligence directly.',
    noindex: true,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How Axon Intelligence collects, uses, stores and protects personal information from its website and contact form, and how to exercise your data rights.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Axon Intelligence website, its Insights articles and its content, including acceptable use and limits of liability.',
  },
  '/presentations/unifysuite360': {
    title: 'UnifySuite360 Presentation',
    description:
      'A thirteen-slide overview of UnifySuite360: the challenge, the solution, architecture, success stories, implementation and return on investment.',
    keywords: ['UnifySuite360', 'enterprise integration Australia', 'enterprise integration New Zealand'],
    cta: {
      heading: 'See UnifySuite360 with your own systems',
      text: 'Book a demonstration with our ANZ team, built around the platforms and compliance obligations you work with. We reply to every enquiry within 24 hours.',
      action: 'Request a Demo',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
} as const satisfies Record<string, PageCopy>

export type PagePath = keyof typeof pages
