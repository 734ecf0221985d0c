import { removeUnsafeCharacters } from '../text/index.ts'

/**
 * A row as pages may show it. A row written straight through the API (staff may) could hold controls or
 * text-direction characters in its title or tags; nothing read from the backend puts them on a page, a
 * feed or a meta tag. The body is a document, cleaned where the renderer reads it.
 */
export function shown(value: unknown): unknown {
  if (typeof value === 'string') return removeUnsafeCharacters(value)
  if (Array.isArray(value)) return value.map(shown)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, key === 'content' ? field : shown(field)]),
  )
}
