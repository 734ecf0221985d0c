/** The only identifiers the stand-in lets into SQL text: plain names, always double-quoted. */
export const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Double-quotes a name already checked by a parser; a name that slipped through is a bug, not a request error. */
export function quote(name: string): string {
  if (!identifierPattern.test(name))
    throw new Error(`Refusing to put ${JSON.stringify(name)} into SQL as an identifier.`)
  return `"${name}"`
}

/** `"public"."<table>"`, the only schema the stand-in serves. */
export function tableSql(table: string): string {
  return `"public".${quote(table)}`
}

/** A column qualified by its table's name, so Postgres words unknown columns as PostgREST does ("column posts.x does not exist"). */
export function columnSql(table: string, column: string): string {
  return `${quote(table)}.${quote(column)}`
}

/** The $n parameters of one statement: every value from the request travels here as text, never inside the SQL. */
export class Params {
  readonly values: string[] = []

  /** Adds a value and returns its placeholder. */
  add(value: string): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}
