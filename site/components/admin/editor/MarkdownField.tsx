import type { TextareaHTMLAttributes } from 'react'
import { postLimits } from '@/lib/post/index.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { TextAreaField, type FieldFrame } from './fields.tsx'

/** The post's body as Markdown, in a monospaced text area, with the formatting guide under it. */
export function MarkdownField({
  frame,
  ...textarea
}: { frame: FieldFrame } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <>
      <TextAreaField
        frame={frame}
        rows={26}
        maxLength={postLimits.markdownChars}
        spellCheck
        className="font-mono text-sm leading-relaxed"
        {...textarea}
      />
      <details className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-700" open>
        <summary className="cursor-pointer font-medium text-ink">{copy.guide.heading}</summary>
        <ul className="mt-2 space-y-1 pb-1">
          {copy.guide.items.map(([syntax, meaning]) => (
            <li key={syntax}>
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-ink">{syntax}</code> {meaning}
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}
