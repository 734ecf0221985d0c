import { Cursor } from './cursor.ts'
import { parseError } from './errors.ts'
import { isValueNames, operators, type Operator } from './operators.ts'
import { identifierPattern } from './sql.ts'

/** `column=[not.]operator[(option)].value` */
export interface Condition {
  kind: 'condition'
  column: string
  negated: boolean
  operator: string
  /** `any`/`all` for quantified operators, the configuration for text search. */
  option: string | undefined
  value: string | string[]
}

/** `or=(…)`, `and=(…)`, `not.or=(…)`, and the same nested inside them. */
export interface Logic {
  kind: 'logic'
  operator: 'and' | 'or'
  negated: boolean
  children: Filter[]
}

export type Filter = Condition | Logic

/** Where a value ends: at the end of the parameter, or at the `,` or `)` that closes it inside a logic tree. */
type Context = 'parameter' | 'tree'

const logicKeys: Record<string, Pick<Logic, 'operator' | 'negated'>> = {
  or: { operator: 'or', negated: false },
  and: { operator: 'and', negated: false },
  'not.or': { operator: 'or', negated: true },
  'not.and': { operator: 'and', negated: true },
}

/** Whether a query parameter is a logic tree rather than a column filter. */
export function isLogicKey(key: string): boolean {
  return key in logicKeys
}

/** Parses one filter query parameter: `column=op.value` or `or=(…)` / `and=(…)`. */
export function parseFilter(key: string, value: string): Filter {
  const logic = logicKeys[key]
  if (logic) {
    const cursor = new Cursor(value, 'logic tree')
    const children = treeChildren(cursor)
    cursor.end()
    return { kind: 'logic', ...logic, children }
  }
  if (!identifierPattern.test(key)) {
    throw parseError(
      'tree path',
      key,
      0,
      'the local stand-in filters on plain column names only (no embedded resources or JSON paths)',
    )
  }
  const cursor = new Cursor(value, 'filter')
  const condition = operation(cursor, key, 'parameter')
  cursor.end()
  return condition
}

function treeChildren(cursor: Cursor): Filter[] {
  cursor.expect('(')
  const children = [treeItem(cursor)]
  while (cursor.eat(',')) children.push(treeItem(cursor))
  cursor.expect(')')
  return children
}

function treeItem(cursor: Cursor): Filter {
  const negated = cursor.eat('not.')
  const nested = /^(and|or)\(/.exec(cursor.rest)?.[1]
  if (nested === 'and' || nested === 'or') {
    cursor.eat(nested)
    return { kind: 'logic', operator: nested, negated, children: treeChildren(cursor) }
  }
  if (negated) throw cursor.fail('expecting "and(" or "or(" after "not."')
  const column = cursor.take(/[A-Za-z0-9_]/)
  if (!identifierPattern.test(column)) throw cursor.fail('expecting a column name, "and(" or "or("')
  cursor.expect('.')
  return operation(cursor, column, 'tree')
}

function operation(cursor: Cursor, column: string, context: Context): Condition {
  const negated = cursor.eat('not.')
  const start = cursor.position
  const name = cursor.take(/[a-z]/)
  const operator = operators[name]
  if (!operator) {
    cursor.position = start
    throw cursor.fail(`expecting "not" or an operator (${Object.keys(operators).join(', ')})`)
  }
  const option = operatorOption(cursor, operator)
  cursor.expect('.')
  const value =
    operator.shape === 'list' ? list(cursor) : operator.shape === 'is' ? isValue(cursor) : scalar(cursor, context)
  return { kind: 'condition', column, negated, operator: name, option, value }
}

/** `(any)`/`(all)` after a quantifiable operator, `(config)` after a text-search one. */
function operatorOption(cursor: Cursor, operator: Operator): string | undefined {
  if ((!operator.quantifiable && !operator.textSearch) || !cursor.eat('(')) return undefined
  const start = cursor.position
  const option = cursor.take(/[A-Za-z0-9_]/)
  if (operator.quantifiable ? option !== 'any' && option !== 'all' : !identifierPattern.test(option)) {
    cursor.position = start
    throw cursor.fail(operator.quantifiable ? 'expecting "any" or "all"' : 'expecting a text search configuration')
  }
  cursor.expect(')')
  return option
}

function isValue(cursor: Cursor): string {
  const start = cursor.position
  const word = cursor.take(/[A-Za-z_]/).toLowerCase()
  if (isValueNames.includes(word)) return word
  cursor.position = start
  throw cursor.fail(`expecting ${isValueNames.join(', ')}`)
}

/** `(a,b,"c, d")`: quoted items may hold `,` and `)`; backslash escapes `"` and `\` inside quotes. */
function list(cursor: Cursor): string[] {
  cursor.expect('(')
  if (cursor.eat(')')) return []
  const items = [listItem(cursor)]
  while (cursor.eat(',')) items.push(listItem(cursor))
  cursor.expect(')')
  return items
}

function listItem(cursor: Cursor): string {
  return cursor.sees('"') ? quoted(cursor) : cursor.take(/[^,)]/)
}

function quoted(cursor: Cursor): string {
  cursor.expect('"')
  let text = ''
  while (!cursor.done && !cursor.sees('"')) {
    cursor.eat('\\') // a backslash keeps the character after it, so `\"` and `\\` stay in the value
    if (cursor.done) break
    text += cursor.text.charAt(cursor.position)
    cursor.position++
  }
  cursor.expect('"')
  return text
}

/**
 * A whole parameter's value is taken literally. Inside a logic tree a value ends at `,` or `)` unless
 * it is quoted, or is an array literal `{a,b}` whose commas belong to it.
 */
function scalar(cursor: Cursor, context: Context): string {
  if (context === 'parameter') {
    const value = cursor.rest
    cursor.position = cursor.text.length
    return value
  }
  if (cursor.sees('"')) return quoted(cursor)
  if (cursor.sees('{')) {
    const value = cursor.take(/[^}]/)
    cursor.expect('}')
    return `${value}}`
  }
  return cursor.take(/[^,)]/)
}
