// Where a visit came from, kept for the length of the visit only. The first public page a visitor
// opens in a tab notes its own address, the site that sent them there and the campaign tags of the
// address, in sessionStorage (gone when the tab closes; no cookie, no identifier). The contact form
// sends that with an enquiry, so the firm can tell which pages and campaigns bring its leads.
import type { AttributionField } from '../../../supabase/functions/contact-form/contract.ts'

/** The sessionStorage key the visit is kept under. */
export const visitKey = 'axon-visit'

/** The campaign tags read from the landing address. */
export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/**
 * The inline script every public page ends with, spelled out (its key and tags are those above) so
 * that the form's island does not carry it. It runs once per visit: a later page finds the key and
 * leaves it alone. A referrer on this site is no referrer (the visit started here); one on another
 * site is kept as its origin only. Blocked storage throws, and then nothing is kept.
 */
export const visitScript =
  'try{const s=sessionStorage,k="axon-visit";if(!s.getItem(k)){const l=location,q=new URL(l.href).searchParams,d=document.referrer,r=d&&new URL(d).origin,utm={};' +
  'for(const n of["utm_source","utm_medium","utm_campaign","utm_term","utm_content"]){const v=q.get(n);if(v)utm[n]=v.slice(0,200)}' +
  "s.setItem(k,JSON.stringify({landing:(l.pathname+l.search).slice(0,500),referrer:r!=l.origin&&r||'',utm}))}}catch{}"

/** What the form sends about the visit; each field only when it holds something. */
export type VisitFields = Partial<Record<Exclude<AttributionField, 'page_path'>, string>>

// Control and formatting characters (bidirectional overrides, lone surrogate halves) say nothing
// about where a visit came from, and the function refuses them in a stored field.
const clean = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined
  const text = value.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '').trim()
  return text && text.length <= max ? text : undefined
}

/** A path of this site in the form it links to: no trailing slash (a static host may add one), query kept. */
export function sitePath(path: string): string {
  const query = path.indexOf('?')
  const [pathname, search] = query < 0 ? [path, ''] : [path.slice(0, query), path.slice(query)]
  return (pathname.replace(/\/+$/, '') || '/') + search
}

/** The visit as the first page noted it, checked again: storage holds whatever a page of this origin put there. */
export function readVisit(storage: Pick<Storage, 'getItem'>): VisitFields {
  let stored: { landing?: unknown; referrer?: unknown; utm?: Record<string, unknown> }
  try {
    stored = JSON.parse(storage.getItem(visitKey) ?? 'null') ?? {}
  } catch {
    return {}
  }
  const fields: VisitFields = {}
  const landing = clean(stored.landing, 500)
  if (landing?.startsWith('/')) fields.landing_path = sitePath(landing)
  const referrer = clean(stored.referrer, 300)
  if (referrer && /^https?:\/\/[^/?#\s]+$/.test(referrer)) fields.referrer = referrer
  for (const name of utmFields) {
    const value = clean(stored.utm?.[name], 200)
    if (value) fields[name] = value
  }
  return fields
}

/**
 * The page an enquiry is counted against: the page of this site the visitor came to the form from
 * (an article, a service), read from the form page's referrer; the form's own page when they came
 * straight to it, from another site, or from the form's own pages (a reload, its thank-you page).
 */
export function formPagePath(referrer: string, here: { origin: string; pathname: string }): string {
  const form = sitePath(here.pathname)
  try {
    const from = new URL(referrer)
    const path = sitePath(from.pathname)
    const elsewhere = path !== form && !path.startsWith(`${form}/`) && path.length <= 500
    return from.origin === here.origin && elsewhere ? path : form
  } catch {
    return form
  }
}

/** Where an enquiry comes from, for the form to send with it: the page it counts against and the visit. */
export function enquiryOrigin(
  page: Pick<Window, 'sessionStorage'> & {
    document: { referrer: string }
    location: { origin: string; pathname: string }
  },
): VisitFields & { page_path: string } {
  let visit: VisitFields = {}
  try {
    visit = readVisit(page.sessionStorage)
  } catch {
    // Storage is blocked: the enquiry goes without the visit.
  }
  return { page_path: formPagePath(page.document.referrer, page.location), ...visit }
}
