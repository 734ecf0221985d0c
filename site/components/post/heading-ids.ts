import { slugify } from '../../lib/post/text.ts'

// Ids the site's layout already uses: a heading must not take them, or the skip link and the
// mobile menu would jump to the article instead.
const LAYOUT_IDS = ['main', 'mobile-menu']

/** A source of heading ids for one document: slugs of the heading text, de-duplicated as GitHub does (a, a-1, a-2). */
export function headingIds(): (text: string) => string {
  const used = new Set(LAYOUT_IDS)
  const next = new Map<string, number>()
  return (text) => {
    const base = slugify(text) || 'section'
    let id = base
    // A count per base keeps many equal headings linear; the loop only steps past ids a real heading already took ("a 1").
    for (let n = next.get(base) ?? 1; used.has(id); n++) {
      id = `${base}-${n}`
      next.set(base, n + 1)
    }
    used.add(id)
    return id
  }
}
