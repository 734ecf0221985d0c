// https://vike.dev/Page
import { useEffect } from 'react'
import { adminPages } from '../../../../copy/admin.ts'
import { editedPostId, editPostPath } from '../../../../lib/admin/index.ts'

/*
 * One prerendered shell edits every post. A static host has no file for /admin/blog/edit/<id>, so
 * it serves 404.html, whose head sends the browser here with ?id=<id> before anything paints
 * (see editRedirectScript); this page then puts the spec's address back in the address bar. That
 * keeps /admin/blog/edit/<id> working on any static host, with no server rewrite rules, and the
 * 404 page loads no admin code to do it.
 */
export default function Page() {
  const id = editedPostId(location)
  useEffect(() => {
    if (id && location.pathname !== editPostPath(id)) history.replaceState(history.state, '', editPostPath(id) + location.hash)
  }, [id])
  // Temporary: the editor comes with the next step of the admin.
  return <h1 className="text-3xl font-bold tracking-tight text-ink">{adminPages['/admin/blog/edit'].title}</h1>
}
