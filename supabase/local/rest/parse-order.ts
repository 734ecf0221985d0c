import { Cursor } from './cursor.ts'
import { identifierPattern } from './sql.ts'

/** One `order=` term. */
export interface OrderTerm {
  column: string
  direction: 'asc' | 'desc' | undefined
  nulls: 'first' | 'last' | undefined
}

/** Parses `order=col[.asc|.desc][.nullsfirst|.nullslast],…`. */
export function parseOrder(value: string | null): OrderTerm[] {
  if (value === null) return []
  const cursor = new Cursor(value, 'order')
  const terms = [term(cursor)]
  while (cursor.eat(',')) terms.push(term(cursor))
  cursor.end()
  return terms
}

function term(cursor: Cursor): OrderTerm {
  const start = cursor.position
  const column = cursor.take(/[A-Za-z0-9_]/)
  if (!identifierPattern.test(column)) {
    cursor.position = start
    throw cursor.fail('expecting a column name (the local stand-in orders by plain columns only)')
  }
  let direction: OrderTerm['direction']
  let nulls: OrderTerm['nulls']
  if (cursor.eat('.asc')) direction = 'asc'
  else if (cursor.eat('.desc')) direction = 'desc'
  if (cursor.eat('.nullsfirst')) nulls = 'first'
  else if (cursor.eat('.nullslast')) nulls = 'last'
  if (!cursor.done && !cursor.sees(','))
    throw cursor.fail('expecting ".asc", ".desc", ".nullsfirst", ".nullslast", "," or end of input')
  return { column, direction, nulls }
}
