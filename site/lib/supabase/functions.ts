import { builtConnection } from './built-connection.ts'

/** The address of an edge function of the backend the site was built against; no supabase-js needed. */
export function functionUrl(name: string): string {
  return `${builtConnection.url.replace(/\/+$/, '')}/functions/v1/${name}`
}
