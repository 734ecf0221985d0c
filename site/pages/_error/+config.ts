// https://vike.dev/config
import type { Config } from 'vike/types'

// The error page is plain HTML with one island (ErrorContent): a static host serves the 404 page for an
// article published after the build, which the island then fetches and shows.
export default {} satisfies Config
