// https://vike.dev/Page
import { useEffect } from 'react'
import { adminPaths, editedPostId, editPostPath } from '@/lib/admin/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { PostEditor } from '@/components/admin/editor/PostEditor.tsx'
import { ButtonLink } from '@/components/ui/button.tsx'

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
    if (id && location.pathname !== editPostPath(id))
      history.replaceState(history.state, '', editPostPath(id) + location.hash)
  }, [id])
  if (!id) {
    return (
      <section className="mx-auto max-w-xl py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{editorCopy.loadError.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{editorCopy.noPostChosen}</p>
        <ButtonLink href={adminPaths.list} className="mt-6">
          {editorCopy.loadError.list}
        </ButtonLink>
      </section>
    )
  }
  return <PostEditor key={id} postId={id} />
}
