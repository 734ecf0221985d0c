// https://vike.dev/config
import type { Config } from 'vike/types'

// The 404 page hydrates: a static host serves it for an article published after the build, which
// it then fetches and shows; for any other path it logs what was asked for.
export default {
  clientHooks: true,
} satisfies Config
