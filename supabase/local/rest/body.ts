import { restError } from './errors.ts'
import type { Table } from './schema.ts'
import { identifierPattern } from './sql.ts'

/** A JSON object from the request body. */
export type BodyObject = Record<string, unknown>

const invalidJson = () => restError(400, 'PGRST102', 'Empty or invalid json')

function isObject(value: unknown): value is BodyObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as objects (one object, or an array of them) plus the JSON array text to hand to Postgres unchanged. */
export function bodyObjects(text: string): { objects: BodyObject[]; arrayJson: string } {
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
  if (unknown !== undefined) throw restError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table.name}' in the schema cache`)
}
