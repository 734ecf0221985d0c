/**
 * The firm's own details that the specification leaves for the firm to supply.
 *
 * FILL IN: every value wrapped in placeholder('…') below is a stand-in. Replace the whole call with
 * the real value, once here; the header, footer, contact links, canonical URLs and structured data
 * all read from this module. The deploy refuses to publish while any placeholder('…') is left, and
 * `npm start` and local builds list them.
 */
import { placeholder } from './lib/placeholders.ts'

export interface Person {
  name: string
  role: string
}

/** Keys that tie each leader to their profile copy in site/copy/team.ts. */
export type LeaderId = 'founder' | 'cto' | 'integration' | 'ai-engineering' | 'partner-anz' | 'delivery'

export interface Leader extends Person {
  id: LeaderId
}

/** Keys that tie the founder's former employers to the career entries in site/copy/our-work.ts. */
export type EmployerId = 'laboratory-group' | 'it-services' | 'automotive' | 'software-house'

export interface SiteConfig {
  /** The brand as shown in the header, titles and structured data. */
  name: string
  /** Public origin of the site, without a trailing slash: canonical and Open Graph URLs use it. */
  url: string
  /** The name the firm traded under before; the footer says "formerly …". */
  formerName: string
  email: {
    /** Where enquiries and "email us directly" links go. */
    contact: string
    /** Where job applications go (team and careers pages). */
    careers: string
  }
  founder: Person
  /** The people who sign Insights posts, by the key a post's front matter uses. */
  authors: Record<'founder' | 'ai-engineer' | 'partner-anz' | 'team', Person>
  /** Client names for the home page's experience strip, as the firm is permitted to show them. */
  clients: readonly string[]
  /** The six people on the team page, in the order shown; the founder comes first. */
  leadership: readonly Leader[]
  /** The founder's former employers, as the our-work page may name them. */
  employers: Record<EmployerId, string>
  legal: {
    /** The jurisdiction whose law governs the Terms of Service, as it reads after "the laws of". */
    governingLaw: string
  }
  /** The UnifySuite360 presentation's first-year price ranges, as shown, currency included. */
  presentationPricing: PriceRanges
}

export interface PriceRanges {
  licence: string
  implementation: string
  support: string
}

// The people's names, each written once here because several fields show the same person.
const founder = { name: placeholder('Founder Name'), role: 'Founder & CEO/CTO' } as const
const aiEngineerName = placeholder('AI Engineer Name')
const partnerName = placeholder('Partner Name')

export const site = {
  name: 'Axon Intelligence',
  url: placeholder('https://www.axonintelligence.example'), // the production origin
  formerName: placeholder('Former Company Name'), // the firm's previous trading name
  email: {
    contact: placeholder('contact@axonintelligence.example'),
    careers: placeholder('careers@axonintelligence.example'),
  },
  founder,
  authors: {
    founder,
    'ai-engineer': { name: aiEngineerName, role: 'AI Engineer' },
    'partner-anz': { name: partnerName, role: 'Business Development Partner, NZ & Australia' },
    team: { name: 'Axon Intelligence Team', role: 'Team Member' },
  },
  // To review: sector descriptions, safe to publish, stand in for six client names until the firm
  // confirms which it may show.
  clients: [
    'Global Diagnostics Group',
    'Tier-1 Automotive Supplier',
    'European Laboratory Network',
    'ANZ Retail Chain',
    'Indian Pharmaceutical Manufacturer',
    'Multinational Logistics Provider',
  ],
  leadership: [
    { id: 'founder', ...founder },
    { id: 'cto', name: placeholder('CTO Name'), role: 'Chief Technology Officer' },
    { id: 'integration', name: placeholder('Integration Lead Name'), role: 'Head of Integration Engineering' },
    { id: 'ai-engineering', name: aiEngineerName, role: 'AI Engineering Lead' },
    { id: 'partner-anz', name: partnerName, role: 'Business Development Partner, Australia & New Zealand' },
    { id: 'delivery', name: placeholder('Delivery Lead Name'), role: 'Head of Delivery' },
  ],
  // To review: descriptions, safe to publish, stand in for the founder's former employers until the
  // firm confirms which names it may show.
  employers: {
    'laboratory-group': 'European Laboratory Services Group',
    'it-services': 'Global IT Services Company',
    automotive: 'Global Automotive Components Manufacturer',
    'software-house': 'Indian Enterprise Software Company',
  },
  legal: {
    governingLaw: placeholder('Jurisdiction Name'), // e.g. 'England and Wales' or 'New South Wales, Australia'
  },
  // The firm's ANZ price ranges. Keep each range's share of the first year in line with
  // the percentages in site/copy/presentation (licence 20-25%, implementation 55-65%, support 15-20%).
  presentationPricing: {
    licence: placeholder('A$35,000 – A$90,000 a year'),
    implementation: placeholder('A$90,000 – A$240,000'),
    support: placeholder('A$25,000 – A$70,000 a year'),
  },
} as const satisfies SiteConfig
