import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** supabase/config.toml, which `supabase start` reads and the stand-in follows where it matters. */
export const configTomlPath = join(import.meta.dirname, '..', 'config.toml')

/** What the Supabase CLI uses when config.toml leaves `[api] max_rows` out. */
const defaultMaxRows = 1000

/**
 * `[api] max_rows` from config.toml's text: the most rows PostgREST returns for one read. Only this one
 * key is read, so a whole TOML parser is not needed; a value that is not a positive integer is an error.
 */
export function parseMaxRows(toml: string, file = 'supabase/config.toml'): number {
  let section = ''
  for (const [index, line] of toml.split(/\r?\n/).entries()) {
    const text = line.replace(/#.*$/, '').trim()
    const header = /^\[\s*([^\]]+?)\s*\]$/.exec(text)
    if (header) {
      section = header[1] ?? ''
      continue
    }
    const entry = /^max_rows\s*=\s*(.*)$/.exec(text)
    if (section !== 'api' || !entry) continue
    const value = Number(entry[1])
    if (!/^\d+$/.test(entry[1] ?? '') || !Number.isSafeInteger(value) || value < 1)
      throw new Error(
        `${file}:${index + 1}: [api] max_rows must be a positive whole number of rows, not ${entry[1]}; PostgREST caps every read at it.`,
      )
    return value
  }
  return defaultMaxRows
}

/** The project's `[api] max_rows`, as hosted PostgREST applies it to every read. */
export function projectMaxRows(): number {
  return parseMaxRows(readFileSync(configTomlPath, 'utf8'))
}
