// The preview page: a shared link's draft, or a staff member's post, drawn as its article page will be.
import { hydrateIslands } from '../components/islands/hydrate.ts'
import { PreviewScreen } from '../pages/preview/PreviewScreen.tsx'

hydrateIslands('preview', PreviewScreen)
