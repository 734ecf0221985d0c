import type { Preferences, Representation } from './negotiate.ts'
import type { Query } from './query.ts'
import type { Table } from './schema.ts'
import type { Queryable, RestRequest, RestResponse, RestSettings } from './types.ts'

/** A parsed request with its table found: what every method handler receives. */
export interface Context {
  db: Queryable
  request: RestRequest
  table: Table
  query: Query
  prefer: Preferences
  representation: Representation
  settings: RestSettings
}

/** A method handler; all share this signature so the router is a table. */
export type Handler = (context: Context) => Promise<RestResponse>
