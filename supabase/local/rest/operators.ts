import type { Params } from './sql.ts'

/** How the text after `<operator>.` is read. */
export type ValueShape = 'scalar' | 'list' | 'is'

/** One filter operator: how its value is read and the SQL it becomes. */
export interface Operator {
  shape: ValueShape
  /** Accepts `(any)` / `(all)` with a `{a,b}` array value, as likeAnyOf() and friends send. */
  quantifiable?: boolean
  /** Accepts a text-search configuration, as in `fts(english).cat`. */
  textSearch?: boolean
  sql(column: string, value: string | string[], params: Params, option: string | undefined): string
}

function scalar(value: string | string[]): string {
  if (typeof value !== 'string') throw new Error('A scalar operator received a list.')
  return value
}

/** `column <op> $n`, letting Postgres read the value as the column's type. */
function binary(op: string, quantifiable = false): Operator {
  return {
    shape: 'scalar',
    quantifiable,
    sql: (column, value, params, quantifier) => {
      const placeholder = params.add(scalar(value))
      return quantifier ? `${column} ${op} ${quantifier}(${placeholder})` : `${column} ${op} ${placeholder}`
    },
  }
}

/** Pattern operators compare the column's text; PostgREST takes `*` as the LIKE wildcard because `%` is awkward in URLs. */
function pattern(op: string, wildcards: boolean): Operator {
  return {
    shape: 'scalar',
    quantifiable: true,
    sql: (column, value, params, quantifier) => {
      const text = wildcards ? scalar(value).replaceAll('*', '%') : scalar(value)
      const placeholder = params.add(text)
      return quantifier
        ? `${column}::text ${op} ${quantifier}(${placeholder}::text[])`
        : `${column}::text ${op} ${placeholder}`
    },
  }
}

function textSearch(fn: string): Operator {
  return {
    shape: 'scalar',
    textSearch: true,
    sql: (column, value, params, config) => {
      const query =
        config === undefined
          ? `${fn}(${params.add(scalar(value))})`
          : `${fn}(${params.add(config)}::regconfig, ${params.add(scalar(value))})`
      return `${column} @@ ${query}`
    },
  }
}

const isValues: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
}

/** The values `is.` accepts, lower-cased. */
export const isValueNames = Object.keys(isValues)

/** Every operator PostgREST 12 knows, by the name used in the query string. */
export const operators: Record<string, Operator> = {
  eq: binary('=', true),
  neq: binary('<>'),
  gt: binary('>', true),
  gte: binary('>=', true),
  lt: binary('<', true),
  lte: binary('<=', true),
  like: pattern('like', true),
  ilike: pattern('ilike', true),
  match: pattern('~', false),
  imatch: pattern('~*', false),
  isdistinct: binary('is distinct from'),
  cs: binary('@>'),
  cd: binary('<@'),
  ov: binary('&&'),
  sl: binary('<<'),
  sr: binary('>>'),
  nxr: binary('&<'),
  nxl: binary('&>'),
  adj: binary('-|-'),
  fts: textSearch('to_tsquery'),
  plfts: textSearch('plainto_tsquery'),
  phfts: textSearch('phraseto_tsquery'),
  wfts: textSearch('websearch_to_tsquery'),
  is: {
    shape: 'is',
    sql: (column, value) => {
      const test = isValues[scalar(value)]
      if (test === undefined) throw new Error(`The parser let through is.${scalar(value)}.`)
      return `${column} ${test}`
    },
  },
  in: {
    shape: 'list',
    sql: (column, value, params) => {
      const items = typeof value === 'string' ? [value] : value
      // `x in ()` is not SQL; an empty list matches nothing, as in PostgREST.
      return items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`
    },
  },
}
