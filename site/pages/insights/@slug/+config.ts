// https://vike.dev/config
import type { Config } from 'vike/types'

// Articles are static HTML; only the share button carries a few lines of inline script.
export default {
  clientHooks: false,
} satisfies Config
