import type { BlogPostRow } from '../supabase/database.types.ts'
import { contentColumns } from './history.ts'

/** The columns a reader of a post's history cares about: what it says, where it is, whether and when it is live. */
export const versionedColumns = [...contentColumns, 'slug', 'status', 'published_at'] as const

export type VersionedColumn = (typeof versionedColumns)[number]

/** A value as JSON with every object's keys sorted (undefined ones left out), so key order changes nothing. */
export const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null)

const sameValue = (column: VersionedColumn, a: unknown, b: unknown) =>
  column === 'published_at' && typeof a === 'string' && typeof b === 'string'
    ? Date.parse(a) === Date.parse(b)
    : canonicalJson(a) === canonicalJson(b)

/** The columns whose values differ between two versions of a post; every column when there is no earlier one. */
export function changedColumns(before: BlogPostRow | null | undefined, after: BlogPostRow): VersionedColumn[] {
  return versionedColumns.filter((column) => !before || !sameValue(column, before[column], after[column]))
}
