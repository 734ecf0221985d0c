import { useLayoutEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { insertImage, trackOffset } from '@/lib/admin/editor/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { editTextArea, selectionOf } from './text-area-edit.ts'
import { useImageWork } from './useImageWork.ts'

const copy = adminWritingCopy.image

/** An image on its way into the text: where it goes, and its description and URL once each is known. */
interface Pending {
  offset: number
  alt: string | null
  url: string | null
}

/**
 * An image added to the post's text (chosen, pasted or dropped), one at a time: it is prepared and
 * uploaded at once while the writer describes it, and goes in as `![alt](url)`, on a line of its
 * own, where the cursor was when it was added, however the text has changed since. Cancelled, it
 * stops and leaves the text as it is.
 */
export function useBodyImage(client: PublicClient, textArea: () => HTMLTextAreaElement | null, text: string) {
  const { work, start: startWork, cancel: cancelWork, reset } = useImageWork(client, 'An image in the text')
  const [asking, setAsking] = useState<{ fileName: string } | null>(null)
  const pending = useRef<Pending | null>(null)
  const seen = useRef(text)
  // The writer's selection when the dialog opened, to go back to: a closing modal dialog gives the
  // focus back to the text area without its selection (Chromium), and typing would then go nowhere.
  const selection = useRef<{ start: number; end: number } | null>(null)

  function backToText() {
    const element = textArea()
    element?.focus()
    if (element && selection.current) element.setSelectionRange(selection.current.start, selection.current.end)
  }

  // The place the image goes moves with whatever is typed or deleted before it meanwhile.
  useLayoutEffect(() => {
    const place = pending.current
    if (place && seen.current !== text)
      place.offset = trackOffset(seen.current, text, place.offset, textArea()?.selectionEnd)
    seen.current = text
  }, [text, textArea])

  function insertIfReady() {
    const place = pending.current
    const element = textArea()
    if (!place?.alt || !place.url || !element) return
    pending.current = null
    reset()
    const at = Math.min(place.offset, element.value.length)
    editTextArea(element, insertImage(selectionOf(element), at, { url: place.url, alt: place.alt }), { focus: false })
    toast.success(copy.added.title, { description: copy.added.description })
  }

  /** Starts on `file`, to go in at `offset` of the text as it stands; refused while another image is on its way. */
  function add(file: File, offset: number) {
    if (pending.current) {
      toast.error(copy.busy)
      return
    }
    const place: Pending = { offset, alt: null, url: null }
    pending.current = place
    seen.current = text
    const element = textArea()
    selection.current = element && { start: element.selectionStart, end: element.selectionEnd }
    setAsking({ fileName: file.name })
    void startWork(file).then((outcome) => {
      if (pending.current !== place || !outcome) return
      if (outcome.status !== 'stored') {
        pending.current = null
        return
      }
      place.url = outcome.url
      insertIfReady()
    })
  }

  /** The writer described the image: it goes in now, or once it is uploaded. */
  function describe(alt: string) {
    setAsking(null)
    backToText()
    if (!pending.current) return
    pending.current.alt = alt
    insertIfReady()
  }

  /** Stops the image on its way, if any, and leaves the text as it is. */
  function cancel() {
    if (work.status === 'working') toast(adminWritingCopy.progress.cancelled)
    pending.current = null
    cancelWork()
    setAsking(null)
    // From the dialog, back to where the writer was; from the progress over the text, the writer
    // has written on since, and the text area keeps where they left it.
    if (asking) backToText()
    else textArea()?.focus()
  }

  /** Puts a failure's message away. */
  function dismiss() {
    reset()
    textArea()?.focus()
  }

  return { work, asking, add, describe, cancel, dismiss }
}
