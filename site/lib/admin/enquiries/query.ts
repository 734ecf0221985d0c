import { storeError, websiteCode, type StoreClient } from '../../post-store/index.ts'
import { filterConditions, type InboxFilter } from './filters.ts'
import { searchTree } from './search.ts'

/** Whether a query asks for rows or only their count, and with which columns. */
interface Read<Columns extends string> {
  columns: Columns
  head?: boolean
}

/**
 * The site's enquiries of a filter whose name, company, e-mail or message holds the search, as staff
 * may read them (RLS decides), with their exact count. The admin retries with TanStack Query, so
 * supabase-js does not retry as well.
 */
export function matchingEnquiries<Columns extends string>(
  client: StoreClient,
  filter: InboxFilter,
  search: string,
  { columns, head }: Read<Columns>,
) {
  const { status, or } = filterConditions(filter)
  let query = client
    .from('contact_enquiries')
    .select(columns, { count: 'exact', head })
    .eq('website_code', websiteCode)
    .retry(false)
  if (status) query = query.eq('status', status)
  for (const tree of or) query = query.or(tree)
  const tree = searchTree(search)
  if (tree) query = query.or(tree)
  return query
}

/** How many enquiries of a filter hold the search; a failure is thrown as a StoreError. */
export async function countMatching(client: StoreClient, filter: InboxFilter, search = ''): Promise<number> {
  const { count, error, status } = await matchingEnquiries(client, filter, search, { columns: 'id', head: true })
  if (error) throw storeError(error, status)
  return count ?? 0
}
