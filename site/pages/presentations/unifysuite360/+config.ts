// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // The deck moves between slides in the browser, so this page, unlike the rest of the site, hydrates.
  clientHooks: true,
} satisfies Config
