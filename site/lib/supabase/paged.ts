// Hosted Supabase answers a read with at most `max_rows` rows (1,000 unless the project changes it)
// and says nothing when it stops short: a list read in one request silently loses the rest. Every
// read of a list that can grow goes through here, a page at a time.

/** Rows one page asks for: hosted Supabase's default `max_rows`, and config.toml's. */
export const pageRows = 1000

/** Pages read at once after the first, which tells how many there are. */
const pagesAtOnce = 4

/** What supabase-js gives back for a read with `count: 'exact'`. */
export interface PageResult<Row> {
  data: Row[] | null
  error: { message: string; code?: string | null } | null
  count: number | null
  status: number
}

/** One page of a read: rows `from` to `to` (inclusive) of a query with a total order and `count: 'exact'`. */
export type ReadPage<Row> = (from: number, to: number) => PromiseLike<PageResult<Row>>

/**
 * Every row a query matches, read page by page, in the shape of one supabase-js answer. The total
 * the first page reports decides how many pages follow, so a backend that answers fewer rows than a
 * page asks for (a lower `max_rows`) leaves nothing out; the query needs a total order (end it with a
 * unique column), or rows could be read twice or not at all across pages.
 */
export async function readEveryRow<Row>(
  page: ReadPage<Row>,
  size = pageRows,
): Promise<
  | { data: Row[]; error: null; status: number }
  | { data: null; error: NonNullable<PageResult<Row>['error']>; status: number }
> {
  const first = await page(0, size - 1)
  if (first.error) return { data: null, error: first.error, status: first.status }
  const rows = [...(first.data ?? [])]
  const total = first.count ?? rows.length
  // The pages after the first start where the backend's own page size ends, whatever it is.
  const step = rows.length
  while (rows.length < total && step > 0) {
    const starts = []
    for (let from = rows.length; from < total && starts.length < pagesAtOnce; from += step) starts.push(from)
    const results = await Promise.all(starts.map((from) => page(from, from + step - 1)))
    for (const result of results) {
      if (result.error) return { data: null, error: result.error, status: result.status }
      rows.push(...(result.data ?? []))
    }
    // Rows deleted while reading end the list early rather than looping for rows no longer there.
    if (results.some((result) => (result.data?.length ?? 0) < step)) break
  }
  return { data: rows, error: null, status: first.status }
}

/**
 * Values in groups whose `in` filter keeps a request's address short (servers refuse a long one,
 * Node's at 16 KB, others sooner), however many are asked for.
 */
export function inGroups(values: readonly string[], maxCharacters = 2000): string[][] {
  const groups: string[][] = []
  let group: string[] = []
  let length = 0
  for (const value of values) {
    // As the address carries it: percent-encoded, with the quotes and comma around it.
    const cost = encodeURIComponent(value).length + 3
    if (group.length > 0 && length + cost > maxCharacters) {
      groups.push(group)
      group = []
      length = 0
    }
    group.push(value)
    length += cost
  }
  if (group.length > 0) groups.push(group)
  return groups
}
