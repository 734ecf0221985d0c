import { useDeferredValue, useMemo } from 'react'
import { categoryLabel, readTimeLabel } from '@/lib/blog/index.ts'
import { MarkdownError, markdownToDoc, type Doc } from '@/lib/post/index.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { DocRenderer } from '../../post/DocRenderer.tsx'

const copy = editorCopy.preview

interface PreviewPost {
  title: string
  excerpt: string
  content: string
  category: string
  authorName: string
  readTimeMinutes: number
  imageUrl: string
  imageAlt: string
}

type Converted = { doc: Doc; problem?: undefined } | { doc?: undefined; problem: string }

function convert(markdown: string): Converted {
  try {
    return { doc: markdownToDoc(markdown) }
  } catch (error) {
    if (error instanceof MarkdownError)
      return { problem: `Line ${error.line}, column ${error.column}: ${error.message}` }
    throw error
  }
}

/**
 * The article as readers will see it, drawn by the public article renderer from the same document
 * the save will store. It follows the typing a beat behind, so long posts stay quick to edit.
 */
export function EditorPreview({ post }: { post: PreviewPost }) {
  const deferred = useDeferredValue(post)
  const converted = useMemo(() => convert(deferred.content), [deferred.content])
  const blank = !deferred.title.trim() && !deferred.content.trim()
  return (
    <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-white">
      <h2
        id="preview-heading"
        className="border-b border-slate-200 px-5 py-3 text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        {copy.heading}
      </h2>
      {/* As tall as the text beside it, scrolled on its own (and from the keyboard), so the fields below stay near. */}
      <div
        tabIndex={0}
        aria-labelledby="preview-heading"
        className="max-h-[40rem] overflow-y-auto px-5 py-6 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
      >
        {blank ? (
          <p className="text-slate-700">{copy.empty}</p>
        ) : (
          <article aria-label={deferred.title || copy.heading}>
            <p>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
                {categoryLabel(deferred.category)}
              </span>
            </p>
            <p className="mt-4 text-3xl font-bold tracking-tight text-ink">{deferred.title}</p>
            <p className="mt-3 text-sm text-slate-700">
              {deferred.authorName} · {readTimeLabel(deferred.readTimeMinutes)}
            </p>
            {deferred.excerpt.trim() && <p className="mt-4 text-lg text-slate-700">{deferred.excerpt}</p>}
            {deferred.imageUrl && (
              <img
                src={deferred.imageUrl}
                alt={deferred.imageAlt}
                className="mt-6 aspect-video w-full rounded-lg object-cover"
              />
            )}
            <div className="mt-6">
              {converted.problem ? (
                <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                  <p className="font-medium">{copy.problem}</p>
                  <p className="mt-1">{converted.problem}</p>
                  <pre className="mt-3 font-sans whitespace-pre-wrap text-slate-800">{deferred.content}</pre>
                </div>
              ) : (
                <DocRenderer doc={converted.doc} />
              )}
            </div>
          </article>
        )}
      </div>
    </section>
  )
}
