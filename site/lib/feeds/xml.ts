// XML text helpers shared by the sitemap and the RSS feed.

// XML 1.0 allows only tab, newline, carriage return and the ranges below; anything else
// (other control characters, lone surrogates, U+FFFE/U+FFFF) makes the whole document invalid.
const illegalXmlChars = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Removes the characters XML 1.0 cannot carry. */
export function stripIllegalXmlChars(text: string): string {
  return text.replace(illegalXmlChars, '')
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text made safe for an XML element body or attribute value. */
export function xmlText(text: string): string {
  return stripIllegalXmlChars(text).replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** Wraps markup in CDATA; a ']]>' inside is split across two sections so none ends early. */
export function cdata(markup: string): string {
  return `<![CDATA[${stripIllegalXmlChars(markup).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}
