import { operators } from './operators.ts'
import type { Filter } from './parse-filter.ts'
import type { OrderTerm } from './parse-order.ts'
import type { RowRange } from './parse-range.ts'
import { casts, type SelectItem } from './parse-select.ts'
import { columnSql, quote, type Params } from './sql.ts'

/** The select list; a cast column keeps its own name as key, as in PostgREST. */
export function selectListSql(table: string, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${quote(table)}.*`
      const column = columnSql(table, item.column)
      if (item.cast === undefined && item.alias === undefined) return column
      const cast = item.cast === undefined ? '' : `::${casts[item.cast]}`
      return `${column}${cast} as ${quote(item.alias ?? item.column)}`
    })
    .join(', ')
}

function filterSql(table: string, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => filterSql(table, child, params)).join(` ${filter.operator} `)
    return filter.negated ? `not (${joined})` : `(${joined})`
  }
  const operator = operators[filter.operator]
  if (!operator) throw new Error(`The parser let through the operator ${filter.operator}.`)
  const condition = operator.sql(columnSql(table, filter.column), filter.value, params, filter.option)
  return filter.negated ? `not (${condition})` : `(${condition})`
}

/** ` where …` for the filters (all must hold), or '' when there are none. */
export function whereSql(table: string, filters: Filter[], params: Params): string {
  if (filters.length === 0) return ''
  return ` where ${filters.map((filter) => filterSql(table, filter, params)).join(' and ')}`
}

/** ` order by …`, or '' when no order was asked for. */
export function orderSql(table: string, order: OrderTerm[]): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : ''
    const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
    return `${columnSql(table, term.column)}${direction}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

/** ` limit $n offset $m` for the rows asked for. */
export function rangeSql(range: RowRange, params: Params): string {
  const limit = range.limit === undefined ? '' : ` limit ${params.add(String(range.limit))}`
  const offset = range.offset === 0 ? '' : ` offset ${params.add(String(range.offset))}`
  return `${limit}${offset}`
}
