// https://vike.dev/Head
import { editRedirectScript } from '../../lib/admin/index.ts'

// Added to the site's head on the 404 page only: the static host serves it for a post's editor
// address, /admin/blog/edit/<id>, which this sends on to the editor's one prerendered shell.
export default function Head() {
  return <script dangerouslySetInnerHTML={{ __html: editRedirectScript }} />
}
