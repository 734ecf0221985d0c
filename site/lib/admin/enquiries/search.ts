/** The columns the inbox's search looks in. */
export const searchedColumns = ['name', 'company', 'email', 'message'] as const

/**
 * An ilike pattern that finds the typed words anywhere, character for character: LIKE's own `%`, `_`
 * and `\` are escaped. PostgREST reads every `*` of a pattern as `%`, so a typed asterisk stands for
 * any one character, as in the post list's search.
 */
export function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, '\\$&').replaceAll('*', '_')}%`
}

/**
 * A value inside a PostgREST logic tree, quoted so that commas, parentheses, dots and colons in it
 * are text, not the tree's grammar; inside the quotes a backslash keeps `"` and `\` literal.
 */
export function quotedValue(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`
}

/**
 * The search as one PostgREST `or=` tree over name, company, e-mail and message (without the outer
 * parentheses, as supabase-js's `or()` takes it); null when there is nothing to look for.
 */
export function searchTree(words: string): string | null {
  const typed = words.trim()
  if (!typed) return null
  const pattern = quotedValue(containing(typed))
  return searchedColumns.map((column) => `${column}.ilike.${pattern}`).join(',')
}
