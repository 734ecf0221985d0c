// What the contact-form function offers the site's form besides the enquiry itself. The site
// imports these types only, so no function code reaches the browser.

/**
 * GET /functions/v1/contact-form/challenge: a proof-of-work challenge (the ALTCHA protocol,
 * https://altcha.org). Find `number`, 0 ≤ number ≤ maxnumber, whose hex SHA-256 of `salt + number`
 * (the number in decimal) equals `challenge`.
 */
export interface ChallengeOffer {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  /** Random hex, then `?expires=<unix seconds>&`; the solution is refused after that moment. */
  salt: string
  signature: string
}

/** The solution, sent with the enquiry as the field `altcha`: base64 of this object's JSON. */
export interface ChallengeSolution {
  algorithm: 'SHA-256'
  challenge: string
  number: number
  salt: string
  signature: string
}

/** Optional fields the form sends with the enquiry, from the visit's sessionStorage. */
export type AttributionField =
  'page_path' | 'landing_path' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content'
