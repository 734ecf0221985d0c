import {
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import {
  addLink,
  applyFormatting,
  linkAt,
  removeLink,
  writingShortcut,
  type TextSelection,
} from '@/lib/admin/editor/index.ts'
import type { Tool } from './FormattingToolbar.tsx'
import { editTextArea, selectionOf } from './text-area-edit.ts'

const holdsFiles = (data: DataTransfer | null) => Boolean(data?.types.includes('Files'))

/** Where in the text area a drop at (x, y) lands, or, where the browser cannot say, the cursor. */
function offsetAt(textarea: HTMLTextAreaElement, x: number, y: number): number {
  const caret = document.caretPositionFromPoint?.(x, y)
  return caret?.offsetNode === textarea ? caret.offset : textarea.selectionStart
}

/**
 * What the writing area's toolbar, shortcuts, pastes and drops do to its text: formatting applied as
 * one edit the browser can undo, links asked for and taken off, and images (chosen with `fileInput`,
 * pasted or dropped) handed to `addImage` with the place they go.
 */
export function useWritingTools(
  textArea: () => HTMLTextAreaElement | null,
  fileInput: RefObject<HTMLInputElement | null>,
  addImage: (file: File, offset: number) => void,
) {
  // Where a link or a chosen image goes, kept while a dialog or the file chooser has the focus.
  const kept = useRef<TextSelection | null>(null)
  const [askingLink, setAskingLink] = useState(false)
  const [dropping, setDropping] = useState(false)

  function link(element: HTMLTextAreaElement) {
    const state = selectionOf(element)
    const found = linkAt(state)
    if (found) return editTextArea(element, removeLink(state, found))
    kept.current = state
    setAskingLink(true)
  }

  function press(tool: Tool) {
    const element = textArea()
    if (!element) return
    if (tool === 'link') return link(element)
    if (tool === 'image') {
      kept.current = selectionOf(element)
      return fileInput.current?.click()
    }
    editTextArea(element, applyFormatting(selectionOf(element), tool))
  }

  function linkTo(href: string) {
    setAskingLink(false)
    const element = textArea()
    const state = kept.current
    if (!element || !state) return
    element.focus()
    element.setSelectionRange(state.start, state.end)
    editTextArea(element, addLink(selectionOf(element), href))
  }

  function stopLink() {
    setAskingLink(false)
    const element = textArea()
    const state = kept.current
    element?.focus()
    if (state) element?.setSelectionRange(state.start, state.end)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const shortcut = event.nativeEvent.isComposing ? null : writingShortcut(event)
    if (!shortcut) return
    event.preventDefault()
    press(shortcut)
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = event.clipboardData.files[0]
    // Text copied from a word processor comes with a picture of itself: the text is what was meant.
    if (!file || event.clipboardData.getData('text/plain')) return
    event.preventDefault()
    addImage(file, event.currentTarget.selectionStart)
  }

  function onDragOver(event: DragEvent<HTMLTextAreaElement>) {
    if (!holdsFiles(event.dataTransfer)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDropping(true)
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    setDropping(false)
    const file = event.dataTransfer.files[0]
    if (!file) return
    event.preventDefault()
    addImage(file, offsetAt(event.currentTarget, event.clientX, event.clientY))
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Cleared so that choosing the same file again is a change too.
    event.currentTarget.value = ''
    if (file) addImage(file, kept.current?.start ?? textArea()?.selectionStart ?? 0)
  }

  return {
    press,
    askingLink,
    linkTo,
    stopLink,
    dropping,
    onFileChosen,
    textArea: { onKeyDown, onPaste, onDragOver, onDragLeave: () => setDropping(false), onDrop },
  }
}
