// The browser-safe surface. The secret-key client lives in ./service.ts, for the CLI only.
export { createPublicClient, publicConnection, type PublicClient } from './public.ts'
export type { SupabaseConnection } from './env.ts'
export type {
  Database,
  BlogPostRow,
  BlogPostRedirectRow,
  BlogCategoryRow,
  BlogImageRow,
  SiteRebuildRow,
} from './database.types.ts'
