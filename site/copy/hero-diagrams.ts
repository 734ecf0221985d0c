import { categories } from '../lib/post/taxonomy.ts'
import { site, type LeaderId } from '../site.config.ts'
import { careersCopy } from './careers.ts'
import { aiSmartBotCard, unifySuite360Card, vyaapari360Card } from './frameworks/cards.ts'
import { ourWorkCopy } from './our-work.ts'
import { differenceCopy } from './why-axon/difference.ts'

// The words of the diagrams beside the company, frameworks, legal, contact and Insights heroes.
// Labels are short forms of each page's own copy, short enough to read on a phone; where a page
// already holds the exact words (a step's title, a period, a category), they are read from it.

/** 'a, b and c', as the site writes a list (no serial comma). */
const inWords = (items: readonly string[]) => new Intl.ListFormat('en-GB').format(items)

interface Stop {
  name: string
  detail: string
}
const stopsInWords = (stops: readonly Stop[]) =>
  stops.map((stop) => `${stop.name} (${stop.detail.toLowerCase()})`).join(', then ')

const practices = ['ERP modernization', 'Enterprise integration', 'Process automation', 'Data hubs & analytics']
const regions = ['India', 'Australia', 'New Zealand', 'Europe', 'North America']

/** What each leader covers on an engagement; a role too long for the drawing has a shorter form. */
const coverage: Record<LeaderId, { covers: string; role?: string }> = {
  founder: { covers: 'Reviews every solution architecture' },
  cto: { covers: 'Standards and security reviews' },
  integration: { covers: 'Builds and runs client integrations' },
  'ai-engineering': { covers: 'AI practice and AI SmartBot' },
  'partner-anz': { covers: 'Shapes UnifySuite360 programs', role: 'Partner, Australia & NZ' },
  delivery: { covers: 'Sprints, risk and cutovers' },
}
const leaders = site.leadership.map(({ id, role }) => ({
  label: coverage[id].role ?? role,
  detail: coverage[id].covers,
}))

const [email, conversation, problem, meeting] = careersCopy.howToApply.steps
const applying: Stop[] = [
  { name: email.title, detail: 'CV, transcript and one project' },
  { name: conversation.title, detail: 'With one of our engineers' },
  { name: problem.title, detail: 'Solved in your own time' },
  { name: meeting.title, detail: 'A conversation with our founder' },
]

// The founder's career, oldest first: the sector of each position, its period and what it built.
const [firm, laboratory, itServices, automotive, software] = ourWorkCopy.career.entries
const career: Stop[] = [
  { name: 'Enterprise software', detail: `${software.period} · ERP product` },
  { name: 'Automotive', detail: `${automotive.period} · Multi-plant ERP` },
  { name: 'IT services', detail: `${itServices.period} · Integration` },
  { name: 'Laboratory networks', detail: `${laboratory.period} · Integration hub` },
  { name: site.name, detail: `${firm.period} · Three frameworks` },
]

/** The contact page's four next steps, as stops from the visitor's enquiry to a proposal. */
const enquiryPath: Stop[] = [
  { name: 'Your enquiry', detail: 'By the form or by e-mail' },
  { name: 'A reply within 24 hours', detail: 'Once we have reviewed it' },
  { name: 'A 30-minute consultation', detail: 'With a senior architect' },
  { name: 'A tailored proposal', detail: 'Scope, timeline, next steps' },
]
const afterSending: Stop[] = [{ name: 'Your enquiry', detail: 'Received by our team' }, ...enquiryPath.slice(1)]

const frameworks = [
  { label: vyaapari360Card.title, detail: `${vyaapari360Card.badge} · Tally integration` },
  { label: unifySuite360Card.title, detail: `${unifySuite360Card.badge} · Integration` },
  { label: aiSmartBotCard.title, detail: `${aiSmartBotCard.badge} · Plain-language answers` },
]

// Three rows of the comparison table, each in a short form: a large integrator's cell, then ours.
const [axon, integrators] = differenceCopy.comparison.table.columns
const compared = {
  'Seniority of the team': ['Senior at the pitch, junior in delivery', 'Senior engineers throughout'],
  'Speed to first delivery': ['Months of mobilization before build', 'Discovery in 1-2 weeks, then sprints'],
  'Support after go-live': ['A separate support organization', 'Support from the engineers who built it'],
} as const
const theirs = Object.values(compared).map(([cell]) => cell)
const ours = Object.values(compared).map(([, cell]) => cell)

const mayUse = ['Read, download and print pages', 'Share links to our pages', 'Quote short passages, naming us']
const askFirst = ['Republish, sell or adapt content', 'Extract content systematically', 'Train models on our content']

/** The comparison table's rows that the difference diagram shortens, so a test can hold it to the table. */
export const comparedRows = Object.keys(compared)

export const heroDiagramCopy = {
  about: {
    title: `What ${site.name} does, and where`,
    description: `Two groups. What we do: ${inWords(practices)}. Where we work: ${inWords(regions)}.`,
    groups: [
      { label: 'What we do', items: practices, columns: 1 },
      { label: 'Where we work', items: regions, columns: 2 },
    ],
  },
  team: {
    title: 'How the leadership team covers every engagement',
    description: `Six leaders, each covering part of every engagement: ${leaders.map((leader) => `${leader.label}, ${leader.detail.toLowerCase()}`).join('; ')}.`,
    root: { label: 'Every engagement', detail: 'From scoping to production' },
    branches: leaders,
  },
  careers: {
    title: 'How to apply, in four steps',
    description: `A timeline of the four steps of applying, in order: ${stopsInWords(applying)}.`,
    stops: applying,
  },
  ourWork: {
    title: 'Two decades of enterprise delivery',
    description: `A timeline of the career behind the firm, oldest first: ${stopsInWords(career)}.`,
    stops: career,
  },
  frameworks: {
    title: 'Three frameworks built on proven connectors and patterns',
    description: `Proven connectors and patterns, with data mappings and monitoring, and the three frameworks built on them: ${frameworks.map((framework) => `${framework.label} (${framework.detail})`).join(', ')}.`,
    root: { label: 'Proven connectors and patterns', detail: 'With data mappings and monitoring' },
    branches: frameworks,
  },
  tallySync: {
    title: 'How Vyaapari360 keeps Tally in sync',
    description:
      'Three groups joined by arrows. At the top, where you sell and bill: marketplaces, web stores, CRM, and banks and payment gateways. Orders, deals and payments flow down to Vyaapari360, which runs GST checks, keeps masters matched, posts vouchers and raises alerts with an audit trail. Vouchers flow on into Tally as they happen, against its ledgers and stock items. Stock levels and payment status flow back up.',
    groups: [
      {
        label: 'Where you sell and bill',
        items: ['Marketplaces', 'Web stores', 'CRM', 'Banks & gateways'],
        columns: 2,
      },
      {
        label: vyaapari360Card.title,
        items: ['GST checks', 'Masters matched', 'Vouchers posted', 'Alerts & audit'],
        columns: 2,
        tone: 'core',
      },
      { label: 'Tally', items: ['Ledgers', 'Stock items'], columns: 2 },
    ],
    links: [
      { down: 'Orders, deals, payments', up: 'Stock, payment status' },
      { down: 'Vouchers, as they happen', up: 'Stock levels' },
    ],
  },
  difference: {
    title: `${integrators} and ${axon}, compared`,
    description: `Three differences from the comparison table, in the same order for each. With ${integrators.toLowerCase()}: ${theirs.join('; ').toLowerCase()}. With ${axon}: ${ours.join('; ').toLowerCase()}.`,
    groups: [
      { label: integrators, items: theirs, columns: 1, tone: 'muted' },
      { label: axon, items: ours, columns: 1, tone: 'core' },
    ],
  },
  privacy: {
    title: 'What this website keeps about you, and for how long',
    description:
      'What this website keeps, why and for how long. Your enquiry, with the page and campaign that led to it, to reply and arrange a consultation: 12 months after we close it. Abuse prevention, with keyed hashes that hold off spam: 24 hours. Server logs, kept by our hosting provider: 30 days at most. Cookies and trackers: none, so no analytics and no advertising.',
    root: { label: 'What this website keeps', detail: 'Why, and for how long' },
    branches: [
      { label: 'Your enquiry', detail: 'To reply and arrange a consultation', tag: '12 months' },
      { label: 'Abuse prevention', detail: 'Keyed hashes that hold off spam', tag: '24 hours' },
      { label: 'Server logs', detail: 'Kept by our hosting provider', tag: '30 days' },
      { label: 'Cookies and trackers', detail: 'No analytics, no advertising', tag: 'None' },
    ],
  },
  terms: {
    title: 'What you may do with this website’s content',
    description: `Two groups. If you are 18 or over, you may: ${inWords(mayUse).toLowerCase()}. Only with our written permission: ${inWords(askFirst).toLowerCase()}.`,
    groups: [
      { label: 'If you are 18 or over, you may', items: mayUse, columns: 1, tone: 'core' },
      { label: 'Only with our written permission', items: askFirst, columns: 1, tone: 'muted' },
    ],
  },
  contact: {
    title: 'From your enquiry to a tailored proposal',
    description: `A timeline of the four steps after you get in touch: ${stopsInWords(enquiryPath)}.`,
    stops: enquiryPath,
  },
  sent: {
    title: 'Your enquiry has reached us: what happens next',
    description: `A timeline of the four steps from enquiry to proposal, the first of them done: ${stopsInWords(afterSending)}.`,
    stops: afterSending,
    done: 1,
  },
  insights: {
    title: `The ${categories.length} categories of Insights articles`,
    description: `Insights articles, written by the engineers who do the work, in ${categories.length} categories: ${inWords(categories.map((category) => category.name))}.`,
    root: { label: 'Insights', detail: 'By the engineers who do the work' },
    branches: categories.map((category) => ({ label: category.name })),
  },
} as const
