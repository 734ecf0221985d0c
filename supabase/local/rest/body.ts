import { restError } from './errors.ts'
import type { Table } from './schema.ts'
import { identifierPattern } from './sql.ts'

/** A JSON object from the request body. */
export type BodyObject = Record<string, unknown>

const invalidJson = () => restError(400, 'PGRST102', 'Empty or invalid json')

/** Deepest nesting of arrays and objects a body or filter value may have; Postgres's jsonb parser runs out of stack far beyond it. */
export const maxJsonDepth = 256

/** The deepest nesting of arrays and objects in JSON text, found without parsing it. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth)
    else if (char === ']' || char === '}') depth--
  }
  return deepest
}

function isObject(value: unknown): value is BodyObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as objects (one object, or an array of them) plus the JSON array text to hand to Postgres unchanged. */
export function bodyObjects(text: string): { objects: BodyObject[]; arrayJson: string } {
  if (jsonDepth(text) > maxJsonDepth)
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The body is nested more than ${maxJsonDepth} levels deep`,
    )
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalidJson()
  }
  if (isObject(value)) return { objects: [value], arrayJson: `[${text}]` }
  if (Array.isArray(value) && value.every(isObject)) return { objects: value, arrayJson: text }
  throw invalidJson()
}

/** The body as exactly one object, as PATCH needs. */
export function bodyObject(text: string): BodyObject {
  const { objects } = bodyObjects(text)
  const [object] = objects
  if (objects.length !== 1 || !object || text.trimStart().startsWith('[')) throw invalidJson()
  return object
}

/** Fails with PostgREST's 400 PGRST204 for the first name that is not a column of the table. */
export function checkColumns(table: Table, names: string[]): void {
  const unknown = names.find((name) => !identifierPattern.test(name) || !table.columns.includes(name))
  if (unknown !== undefined)
    throw restError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table.name}' in the schema cache`)
}
