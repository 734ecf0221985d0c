// The error page: logs a missing path, or shows an article published after the build.
import { ErrorContent } from '../components/errors/ErrorContent.tsx'
import { hydrateIslands } from '../components/islands/hydrate.ts'

hydrateIslands('not-found', ErrorContent)
