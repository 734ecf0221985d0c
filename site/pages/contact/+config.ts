// https://vike.dev/config
import type { Config } from 'vike/types'

// The enquiry form hydrates so it can send without leaving the page; everything else here is static.
export default {
  clientHooks: true,
} satisfies Config
