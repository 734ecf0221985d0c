import { useCallback, useRef, type TextareaHTMLAttributes } from 'react'
import { onApple } from '@/lib/admin/editor/index.ts'
import { imageAccept } from '@/lib/images/index.ts'
import { postLimits } from '@/lib/post/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy as copy } from '@/copy/admin-editor.ts'
import { TextAreaField, type FieldFrame } from './fields.tsx'
import { BodyImageStatus } from './writing/BodyImageStatus.tsx'
import { FormattingToolbar } from './writing/FormattingToolbar.tsx'
import { ImageAltDialog } from './writing/ImageAltDialog.tsx'
import { LinkDialog } from './writing/LinkDialog.tsx'
import { useBodyImage } from './writing/useBodyImage.ts'
import { useWritingTools } from './writing/useWritingTools.ts'

/**
 * The post's body as Markdown, in a monospaced text area under a formatting toolbar (Ctrl+B, Ctrl+I
 * and Ctrl+K too), images added by the toolbar, a paste or a drop, and the formatting guide under
 * it.
 */
export function MarkdownField({
  frame,
  client,
  className,
  ...textarea
}: { frame: FieldFrame; client: PublicClient } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  // fields.tsx gives its text area no ref; its id is as good.
  const textArea = useCallback(() => document.getElementById(frame.id) as HTMLTextAreaElement | null, [frame.id])
  const image = useBodyImage(client, textArea, String(textarea.value ?? ''))
  const fileInput = useRef<HTMLInputElement>(null)
  const tools = useWritingTools(textArea, fileInput, image.add)
  // The admin renders only in the browser (pages/admin/+config.ts): the platform is known.
  const apple = onApple(navigator.platform)
  return (
    <>
      {/* The field's own frame (label, text, hint, problems) is laid out in this column, its label
          moved first, so the toolbar and an upload's progress sit between the label and the text and
          come before the text from the keyboard. */}
      <div className="flex flex-col [&>div>label]:order-first">
        <FormattingToolbar controls={frame.id} apple={apple} onTool={tools.press} />
        {!image.asking && <BodyImageStatus work={image.work} onCancel={image.cancel} onDismiss={image.dismiss} />}
        <TextAreaField
          frame={{ ...frame, className: cn(frame.className, 'contents') }}
          rows={26}
          maxLength={postLimits.markdownChars}
          spellCheck
          {...tools.textArea}
          {...textarea}
          className={cn(
            'mt-0 rounded-t-none font-mono text-sm leading-relaxed',
            tools.dropping && 'border-brand-700 bg-brand-50',
            className,
          )}
        />
      </div>
      <input ref={fileInput} type="file" accept={imageAccept} hidden onChange={tools.onFileChosen} />
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
      {tools.askingLink && <LinkDialog onAdd={tools.linkTo} onCancel={tools.stopLink} />}
      {image.asking && (
        <ImageAltDialog
          fileName={image.asking.fileName}
          work={image.work}
          onConfirm={image.describe}
          onCancel={image.cancel}
        />
      )}
    </>
  )
}
