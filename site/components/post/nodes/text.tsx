import type { ReactNode } from 'react'
import { isRecord, type Handler } from '../state.ts'
import { markHandlers } from './marks.tsx'

/** A run of text with its marks; each kind of mark applies once, and unknown marks (strike, underline…) leave the text plain. */
export const text: Handler = (node) => {
  if (typeof node.text !== 'string' || node.text === '') return null
  const marks = Array.isArray(node.marks) ? node.marks.filter(isRecord) : []
  let content: ReactNode = node.text
  for (const [type, wrap] of markHandlers) {
    const mark = marks.find((candidate) => candidate.type === type)
    if (mark) content = wrap(content, isRecord(mark.attrs) ? mark.attrs : {})
  }
  return content
}
