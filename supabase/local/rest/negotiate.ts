import { restError } from './errors.ts'

/** The `Prefer` header preferences the stand-in honours. */
export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | undefined
  /** exact, planned and estimated are all counted exactly. */
  count: boolean
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  /** `missing=default`: keys an object lacks take the column default instead of null. */
  missingDefault: boolean
  /** `handling=strict` with `max-affected=n`: refuse writes touching more rows. */
  maxAffected: number | undefined
}

// Every preference PostgREST 12 knows, with the values it accepts; a number for max-affected, any zone for timezone.
const knownPreferences: Record<string, (value: string) => boolean> = {
  handling: (value) => value === 'strict' || value === 'lenient',
  timezone: (value) => value !== '',
  return: (value) => ['representation', 'minimal', 'headers-only'].includes(value),
  count: (value) => ['exact', 'planned', 'estimated'].includes(value),
  resolution: (value) => value === 'merge-duplicates' || value === 'ignore-duplicates',
  missing: (value) => value === 'default' || value === 'null',
  'max-affected': (value) => /^\d+$/.test(value),
  tx: (value) => value === 'commit' || value === 'rollback',
  params: (value) => value === 'single-object',
}

/**
 * Reads `Prefer`, which supabase-js may send several times (joined by commas). Unknown preferences are
 * ignored, as PostgREST does by default; with `handling=strict` they are refused (400 PGRST122), as there.
 */
export function parsePrefer(headers: Headers): Preferences {
  const entries = new Map<string, string>()
  const invalid: string[] = []
  for (const part of (headers.get('prefer') ?? '').split(',')) {
    const text = part.trim()
    if (!text) continue
    const [key = '', value = ''] = text.split('=').map((piece) => piece.trim())
    if (Object.hasOwn(knownPreferences, key) && knownPreferences[key]!(value)) entries.set(key, value)
    else invalid.push(text)
  }
  if (entries.get('handling') === 'strict' && invalid.length > 0)
    throw restError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    )
  const ret = entries.get('return')
  const resolution = entries.get('resolution')
  const maxAffected = Number(entries.get('max-affected'))
  return {
    return: ret === 'representation' || ret === 'minimal' || ret === 'headers-only' ? ret : undefined,
    count: ['exact', 'planned', 'estimated'].includes(entries.get('count') ?? ''),
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : undefined,
    missingDefault: entries.get('missing') === 'default',
    maxAffected: entries.get('handling') === 'strict' && Number.isSafeInteger(maxAffected) ? maxAffected : undefined,
  }
}

/** How rows go back: a JSON array, or the one object `.single()` asks for; optionally without null fields. */
export interface Representation {
  singular: boolean
  stripNulls: boolean
  contentType: string
}

const arrayTypes = new Set(['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'])

/** Picks the response media type from `Accept`, refusing (406 PGRST107) types the stand-in cannot produce, such as CSV. */
export function negotiate(headers: Headers): Representation {
  const accept = headers.get('accept') ?? '*/*'
  const offers = accept
    .split(',')
    .map((entry) => {
      const [type = '', ...parameters] = entry.split(';').map((text) => text.trim().toLowerCase())
      const q = Number(parameters.find((parameter) => parameter.startsWith('q='))?.slice(2) ?? 1)
      return { type, stripNulls: parameters.includes('nulls=stripped'), q: Number.isNaN(q) ? 0 : q }
    })
    .filter((offer) => offer.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const offer of offers) {
    const nulls = offer.stripNulls ? '; nulls=stripped' : ''
    if (offer.type === 'application/vnd.pgrst.object+json')
      return {
        singular: true,
        stripNulls: offer.stripNulls,
        contentType: `application/vnd.pgrst.object+json${nulls}; charset=utf-8`,
      }
    if (arrayTypes.has(offer.type))
      return { singular: false, stripNulls: offer.stripNulls, contentType: `application/json${nulls}; charset=utf-8` }
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

/** Only the public schema is served; supabase-js names it in Accept-Profile (reads) or Content-Profile (writes). */
export function checkProfile(headers: Headers, isRead: boolean): void {
  const profile = headers.get(isRead ? 'accept-profile' : 'content-profile')
  if (profile !== null && profile !== 'public')
    throw restError(406, 'PGRST106', 'The schema must be one of the following: public')
}
