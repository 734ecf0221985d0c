import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn.ts'
import { editorCopy } from '@/copy/admin-editor.ts'
import { ToggleButtons } from '../ToggleButtons.tsx'

const copy = editorCopy.writing

/** Which of the text and its preview shows where there is no room for both. */
export type WritingView = 'write' | 'preview'

const views = [
  { value: 'write', label: copy.write },
  { value: 'preview', label: copy.preview },
] as const satisfies readonly { value: WritingView; label: string }[]

/**
 * The post's text and its live preview. On wide screens (2xl) they sit side by side, each wide
 * enough to work in; below that the text keeps the column's whole width, and Write and Preview
 * show one or the other.
 */
export function WritingArea({
  view,
  onViewChange,
  text,
  preview,
}: {
  view: WritingView
  onViewChange: (view: WritingView) => void
  text: ReactNode
  preview: ReactNode
}) {
  return (
    <div>
      <ToggleButtons
        label={copy.label}
        options={views}
        value={view}
        onChange={onViewChange}
        className="mb-4 2xl:hidden"
      />
      <div className="grid gap-6 2xl:grid-cols-2">
        <div className={cn('min-w-0', view !== 'write' && 'hidden 2xl:block')}>{text}</div>
        <div className={cn('min-w-0', view !== 'preview' && 'hidden 2xl:block')}>{preview}</div>
      </div>
    </div>
  )
}
