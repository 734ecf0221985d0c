// https://vike.dev/config
import type { Config } from 'vike/types'

// The list hydrates for search, the category filter and a refresh from the backend.
export default {
  clientHooks: true,
} satisfies Config
