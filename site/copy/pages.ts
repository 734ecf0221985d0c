import type { PageMeta } from '../lib/seo/index.ts'
import type { CallToAction } from './cta.ts'
import { unifySuite360Copy } from './frameworks/unifysuite360.ts'
import { homeCopy } from './home.ts'

/**
 * Every public page the build prerenders, keyed by its path: the title and description that
 * its <head> carries, and the lead paragraph its hero shows.
 */
export interface PageCopy extends Omit<PageMeta, 'path'> {
  /** One or two sentences under the page's main heading. */
  lead: string
  /** The main heading, when it differs from the document title. */
  heading?: string
  /** The page's closing call to action, when it differs from the site's default. */
  cta?: CallToAction
}

export const pages = {
  '/': {
    title: 'Enterprise Integration, ERP Modernization & Automation',
    heading: 'Architecting the Central Nervous System for the Enterprise',
    description:
      'Axon Intelligence modernizes ERP platforms, connects enterprise applications and automates business processes, with senior engineers who deliver in two-week sprints.',
    keywords: ['ERP modernization', 'enterprise integration', 'process automation', 'data hub', 'Tally integration'],
    lead: homeCopy.hero.lead,
    cta: homeCopy.cta,
  },
  '/about': {
    title: 'About Us',
    heading: 'About Axon Intelligence',
    description:
      'A specialist consultancy for ERP modernization and enterprise integration, led by engineers with more than twenty years of enterprise delivery experience.',
    lead: 'We are a specialist engineering firm that helps mid-size and large enterprises get more from the systems they already own, without the overhead of a large integrator.',
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
    lead: 'Keep the ERP that runs your business and give it what it lacks: open APIs, modern user experiences and a path to the cloud, delivered in two-week sprints.',
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
    lead: 'One reliable flow of data between ERP, CRM, commerce and finance systems, designed API-first and monitored end to end.',
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
    lead: 'Bring your operational data into one governed hub, so reporting is trusted, current and no longer assembled by hand.',
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
    lead: 'Take repetitive, error-prone work out of your teams’ day: approvals, documents and data entry handled by reliable automated workflows.',
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
    lead: 'Three frameworks built from years of delivery work, so your project starts from proven connectors and patterns instead of a blank page.',
    cta: {
      heading: 'Not sure which framework fits?',
      text: 'Tell us about your systems and markets. In a free 30-minute consultation, a senior architect will show you where a framework saves time and where custom work makes more sense.',
      action: 'Schedule a Consultation',
    },
  },
  '/frameworks/vyaapari360': {
    title: 'Vyaapari360: Tally Integration for Indian Businesses',
    heading: 'Vyaapari360',
    description:
      'Connect Tally to e-commerce, CRM and analytics in real time with pre-built connectors, deployed in the cloud, on-premise or hybrid.',
    keywords: ['Tally integration', 'Tally ERP', 'Vyaapari360', 'India'],
    lead: 'About 2 million businesses in India run their accounts on Tally. Vyaapari360 connects Tally to your e-commerce, CRM and analytics platforms in real time.',
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
    lead: 'Two-way, real-time integration between Tally and the platforms you sell, bill and report through, built on Vyaapari360’s pre-built connectors.',
    cta: {
      heading: 'Stop re-keying data into Tally',
      text: 'In a free 30-minute consultation, we will review your Tally setup and the systems around it, and tell you what to automate first.',
      action: 'Schedule a Consultation',
      secondary: { label: 'Explore All Frameworks', href: '/frameworks' },
    },
  },
  '/frameworks/unifysuite360': {
    title: 'UnifySuite360: Integration for Australia & New Zealand',
    heading: 'UnifySuite360',
    description:
      'Pre-built connectors for accounting, ERP, CRM, HR and e-commerce platforms used across Australia and New Zealand, with regional compliance and local support.',
    keywords: ['UnifySuite360', 'integration Australia', 'integration New Zealand'],
    lead: 'Enterprise integration for Australian and New Zealand organisations, with connectors for the platforms your teams already use and compliance built in.',
    cta: {
      heading: 'Ready to connect your ANZ systems?',
      text: 'Book a free 30-minute consultation to talk through your platforms, your compliance obligations and the engagement model that suits your organisation.',
      action: 'Schedule a Consultation',
      secondary: unifySuite360Copy.presentation,
    },
  },
  '/frameworks/ai-smartbot': {
    title: 'AI SmartBot: Natural-Language Business Automation',
    heading: 'AI SmartBot',
    description:
      'Ask your business systems questions in plain language: AI SmartBot delivers reports 90% faster and cuts help-desk tickets by 75%.',
    keywords: ['AI SmartBot', 'AI automation', 'natural language reporting'],
    lead: 'A natural-language assistant that answers questions from your ERP and business data, and takes routine requests off your help desk.',
    cta: {
      heading: 'See AI SmartBot answer your own questions',
      text: 'Request a demo and we will show the assistant working on questions your teams ask every week, with a clear view of payback before you commit.',
      action: 'Request a Demo',
    },
  },
  '/industries/manufacturing': {
    title: 'Manufacturing',
    heading: 'Integration for Manufacturing',
    description:
      'Connect shop floor, supply chain and ERP systems so manufacturers plan with real-time data and stop re-keying orders and inventory.',
    lead: 'From the shop floor to the ledger: connected production, inventory and order data so planning runs on what is actually happening.',
    cta: {
      heading: 'Connect Your Plant to Your ERP',
      text: 'Talk to a senior architect who has integrated shop-floor, supply-chain and ERP systems. Book a free 30-minute consultation; we reply within 24 hours.',
      action: 'Schedule a Consultation',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
  '/industries/life-sciences-healthcare': {
    title: 'Life Sciences & Healthcare',
    heading: 'Integration for Life Sciences & Healthcare',
    description:
      'Validation-ready integration for laboratories, diagnostics and healthcare providers: LIMS, ERP and quality systems connected with full traceability.',
    lead: 'Laboratory, quality and enterprise systems connected with the traceability and validation regulated work demands.',
    cta: {
      heading: 'Plan a Validation-Ready Integration',
      text: 'Book a free 30-minute consultation with a senior architect who has connected laboratory and enterprise systems across six countries.',
      action: 'Schedule a Consultation',
    },
  },
  '/industries/financial-services': {
    title: 'Financial Services',
    heading: 'Integration for Financial Services',
    description:
      'Secure, auditable integration and automation for financial services firms: reconciliations, reporting and compliance without manual effort.',
    lead: 'Secure, auditable data flows and automation for firms where every figure must reconcile and every change must be traceable.',
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
    lead: 'Why enterprises choose a specialist team of senior engineers over large integrators, offshore body shops and single-platform consultants.',
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
    lead: 'Five clear phases, from a one-to-two-week discovery to ongoing support, with working software at the end of every two-week sprint.',
    cta: {
      heading: 'Start with a focused discovery',
      text: 'A 30-minute consultation is the first step. If there is a fit, discovery takes one to two weeks and ends with a roadmap you keep either way.',
      action: 'Schedule a Consultation',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
  '/team': {
    title: 'Our Team',
    heading: 'Leadership Team',
    description:
      'Meet the engineers and advisers who lead Axon Intelligence: decades of ERP, integration and enterprise architecture experience.',
    lead: 'Senior engineers and advisers who have led ERP, integration and data programs for enterprises across four continents.',
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
    lead: 'Two decades of enterprise systems work across laboratories, manufacturing and finance, and the results our clients measured.',
    cta: {
      heading: 'Have a program like these in mind?',
      text: 'Tell us where your systems are today and where they need to be. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
      action: 'Schedule a Consultation',
    },
  },
  '/our-work/laboratory-systems-case-study': {
    title: 'Laboratory Systems Case Study',
    heading: 'Scaling Laboratory Systems Across 6 Countries',
    description:
      'How a laboratory group with 900+ labs went from 2 to 20+ system deployments in 6 countries, with 99.9% uptime and a 15-week pilot to production.',
    ogType: 'article',
    lead: 'A diagnostics group with more than 900 laboratories needed one integration platform across six countries. We took it from pilot to production in fifteen weeks.',
    cta: {
      heading: 'Planning a multi-site rollout?',
      text: 'Talk to the architects who delivered this program about yours. Book a free 30-minute consultation; we reply within 24 hours.',
      action: 'Schedule a Consultation',
      secondary: { label: 'See Our Approach', href: '/why-axon/approach' },
    },
  },
  '/careers': {
    title: 'Careers',
    heading: 'Build the Systems Enterprises Run On',
    description:
      'Join Axon Intelligence: we hire outstanding engineers from India’s top engineering institutes to work on enterprise integration at global scale.',
    lead: 'We look for exceptional engineering graduates who want to solve hard integration problems for enterprises around the world.',
    cta: {
      heading: 'Here to learn how we work with clients?',
      text: 'If you came to this page as a prospective client, a senior architect will gladly walk you through how we work in a free 30-minute consultation.',
      action: 'Schedule a Consultation',
    },
  },
  '/insights': {
    title: 'Insights',
    heading: 'Insights',
    description:
      'Practical articles on ERP modernization, integration strategy and process automation from the engineers at Axon Intelligence.',
    lead: 'Practical thinking on ERP modernization, integration strategy and automation, written by the engineers who do the work.',
  },
  '/contact': {
    title: 'Contact Us',
    heading: 'Schedule a Consultation',
    description:
      'Book a free 30-minute consultation with a senior architect. Tell us about your integration challenge and we will respond within 24 hours.',
    lead: 'Tell us about your systems and your goals. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
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
    heading: 'Thank you: your message is on its way',
    description: 'Your enquiry has reached Axon Intelligence. A senior architect will reply within 24 hours to arrange a 30-minute consultation.',
    lead: 'Your enquiry has reached our team. A senior architect will reply within 24 hours to arrange your 30-minute consultation.',
    noindex: true,
  },
  '/contact/not-sent': {
    title: 'Message Not Sent',
    heading: 'Your message was not sent',
    description: 'Your enquiry could not be sent. Go back to the form to correct it or try again, or email Axon Intelligence directly.',
    lead: 'Something stopped your enquiry from reaching us. Nothing was lost: here is what may have happened and how to send it.',
    noindex: true,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'How Axon Intelligence collects, uses, stores and protects personal information from its website and contact form, and how to exercise your data rights.',
    lead: 'What personal information this website collects, why we collect it, who handles it on our behalf, and how you can exercise your rights over it.',
  },
  '/terms-of-service': {
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the Axon Intelligence website, its Insights articles and its content, including acceptable use and limits of liability.',
    lead: 'The terms that apply when you use this website, read its Insights articles or send us an enquiry.',
  },
  '/presentations/unifysuite360': {
    title: 'UnifySuite360 Presentation',
    heading: 'UnifySuite360: Enterprise Integration for ANZ',
    description:
      'A thirteen-slide overview of UnifySuite360: the challenge, the solution, architecture, success stories, implementation and return on investment.',
    keywords: ['UnifySuite360', 'enterprise integration Australia', 'enterprise integration New Zealand'],
    lead: 'A thirteen-slide briefing on UnifySuite360 for Australian and New Zealand organisations: the problem it solves, how it works, the proof and the investment.',
    cta: {
      heading: 'See UnifySuite360 with your own systems',
      text: 'Book a demonstration with our ANZ team, built around the platforms and compliance obligations you work with. We reply to every enquiry within 24 hours.',
      action: 'Request a Demo',
      secondary: { label: 'View Our Work', href: '/our-work' },
    },
  },
} as const satisfies Record<string, PageCopy>

export type PagePath = keyof typeof pages
