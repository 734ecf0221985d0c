/**
 * The firm's own details that the specification leaves for the firm to supply.
 *
 * FILL IN: every value marked `placeholder` below is a stand-in. Replace it once here; the
 * header, footer, contact links, canonical URLs and structured data all read from this module.
 */

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

// placeholder: the people's names. Each is written once here because several fields show the same person.
const founder = { name: 'Founder Name', role: 'Founder & CEO/CTO' } as const
const aiEngineerName = 'AI Engineer Name'
const partnerName = 'Partner Name'

export const site = {
  name: 'Axon Intelligence',
  url: 'https://www.axonintelligence.example', // placeholder: the production origin
  formerName: 'Former Company Name', // placeholder: the firm's previous trading name
  email: {
    contact: 'contact@axonintelligence.example', // placeholder
    careers: 'careers@axonintelligence.example', // placeholder
  },
  founder, // placeholder: the founder's name
  authors: {
    founder, // placeholder: the founder's name, above
    'ai-engineer': { name: aiEngineerName, role: 'AI Engineer' }, // placeholder: the engineer's name
    'partner-anz': { name: partnerName, role: 'Business Development Partner, NZ & Australia' }, // placeholder: the partner's name
    team: { name: 'Axon Intelligence Team', role: 'Team Member' },
  },
  // placeholder: six client names; sector descriptions stand in until the firm confirms which names it may show
  clients: [
    'Global Diagnostics Group',
    'Tier-1 Automotive Supplier',
    'European Laboratory Network',
    'ANZ Retail Chain',
    'Indian Pharmaceutical Manufacturer',
    'Multinational Logistics Provider',
  ],
  leadership: [
    { id: 'founder', ...founder }, // placeholder: the founder's name, above
    { id: 'cto', name: 'CTO Name', role: 'Chief Technology Officer' }, // placeholder: the CTO's name
    { id: 'integration', name: 'Integration Lead Name', role: 'Head of Integration Engineering' }, // placeholder: the integration lead's name
    { id: 'ai-engineering', name: aiEngineerName, role: 'AI Engineering Lead' }, // placeholder: the engineer's name, above
    { id: 'partner-anz', name: partnerName, role: 'Business Development Partner, Australia & New Zealand' }, // placeholder: the partner's name, above
    { id: 'delivery', name: 'Delivery Lead Name', role: 'Head of Delivery' }, // placeholder: the delivery lead's name
  ],
  // placeholder: the founder's former employers; descriptions stand in until the firm confirms which names it may show
  employers: {
    'laboratory-group': 'European Laboratory Services Group',
    'it-services': 'Global IT Services Company',
    automotive: 'Global Automotive Components Manufacturer',
    'software-house': 'Indian Enterprise Software Company',
  },
  legal: {
    governingLaw: 'Jurisdiction Name', // placeholder: e.g. 'England and Wales' or 'New South Wales, Australia'
  },
  // placeholder: the firm's ANZ price ranges. Keep each range's share of the first year in line with
  // the percentages in site/copy/presentation (licence 20-25%, implementation 55-65%, support 15-20%).
  presentationPricing: {
    licence: 'A$35,000 – A$90,000 a year',
    implementation: 'A$90,000 – A$240,000',
    support: 'A$25,000 – A$70,000 a year',
  },
} as const satisfies SiteConfig
