// https://vike.dev/config
import type { Config } from 'vike/types'

// A plain result page for visitors without JavaScript: nothing here needs the form's script.
export default {
  clientHooks: false,
} satisfies Config
