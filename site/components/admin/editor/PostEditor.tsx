import { useId } from 'react'
import { adminPaths, browserTimeZone } from '@/lib/admin/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { useCategoryOptions } from '../useCategoryOptions.ts'
import { PostEditorForm } from './PostEditorForm.tsx'
import { useOpenedPost } from './useOpenedPost.ts'

/**
 * The post editor, for a new post (`postId` null) or a stored one: says while the post loads, and
 * why it could not be opened with a way to try again, then shows the form. The categories load
 * beside the post; the form shows the standard ones until they arrive.
 */
export function PostEditor({ postId }: { postId: string | null }) {
  const id = useId()
  const client = browserClient()
  const timeZone = browserTimeZone()
  const post = useOpenedPost(client, postId, timeZone)
  const categoryOptions = useCategoryOptions(client)

  if (post.isError) {
    return (
      <section aria-labelledby={`${id}-failed`} className="mx-auto max-w-xl py-16">
        <h1 id={`${id}-failed`} className="text-3xl font-bold tracking-tight text-ink">
          {copy.loadError.heading}
        </h1>
        <p role="alert" className="mt-4 text-lg text-red-800">
          {post.error.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => void post.refetch()} className={buttonVariants()}>
            {copy.loadError.retry}
          </button>
          <a href={adminPaths.list} className={buttonVariants({ variant: 'secondary' })}>
            {copy.loadError.list}
          </a>
        </div>
      </section>
    )
  }
  if (postId !== null && !post.data) {
    return (
      <p role="status" className="py-24 text-center text-lg text-slate-700">
        {copy.loading}
      </p>
    )
  }
  // A restored version replaces the opened post: the form starts again from it, as if just opened.
  return (
    <PostEditorForm
      key={post.data?.row.updated_at ?? 'new'}
      client={client}
      opened={post.data ?? null}
      timeZone={timeZone}
      categoryOptions={categoryOptions}
    />
  )
}
