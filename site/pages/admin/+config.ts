// https://vike.dev/config
import type { Config } from 'vike/types'

// The admin renders only in the browser: its prerendered HTML is an empty shell (head only), so
// nothing staff-only is ever built into a page, and its code loads only on these pages.
export default {
  ssr: false,
  clientHooks: true,
  clientRouting: true,
} satisfies Config
