import type { ReactNode } from 'react'
import { isRecord, shownText, type Handler } from '../state.ts'
import { markHandlers } from './marks.tsx'

/** A run of text with its marks; each kind of mark applies once, and unknown marks (strike, underline…) leave the text plain. */
export const text: Handler = (node) => {
  const shown = shownText(node.text)
  if (shown === '') return null
  const marks = Array.isArray(node.marks) ? node.marks.filter(isRecord) : []
  let content: ReactNode = shown
  for (const [type, wrap] of markHandlers) {
    const mark = marks.find((candidate) => candidate.type === type)
    if (mark) content = wrap(content, isRecord(mark.attrs) ? mark.attrs : {})
  }
  return content
}
