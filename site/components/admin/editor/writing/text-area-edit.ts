import { replacementOf, type TextSelection } from '@/lib/admin/editor/index.ts'

/** The text area's text and selection. */
export const selectionOf = (textarea: HTMLTextAreaElement): TextSelection => ({
  text: textarea.value,
  start: textarea.selectionStart,
  end: textarea.selectionEnd,
})

/**
 * Puts `next` into the text area as one replacement, then selects what `next` selects. In the
 * focused text area it is typed in by the browser (execCommand, which Chromium and Firefox keep on
 * the text area's own undo stack, so Ctrl+Z takes it back); elsewhere, or where that is refused, it is
 * set directly, and an input event tells React. `focus: false` leaves the focus where it is, for an
 * image that arrives while the writer is in another field.
 */
export function editTextArea(textarea: HTMLTextAreaElement, next: TextSelection, { focus = true } = {}): void {
  const { from, to, insert } = replacementOf(textarea.value, next.text)
  const scrolled = textarea.scrollTop
  if (focus) textarea.focus()
  if (from !== to || insert !== '') {
    textarea.setSelectionRange(from, to)
    const typed =
      document.activeElement === textarea && document.execCommand(insert ? 'insertText' : 'delete', false, insert)
    if (!typed) {
      textarea.setRangeText(insert, from, to)
      textarea.dispatchEvent(
        new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: insert }),
      )
    }
  }
  textarea.setSelectionRange(next.start, next.end)
  // The writer's view stays on what they were reading, not on where an image went in.
  if (!focus) textarea.scrollTop = scrolled
}
