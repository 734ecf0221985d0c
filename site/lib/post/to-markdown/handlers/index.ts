import type { Handlers } from '../state.ts'
import { blockquote } from './blockquote.ts'
import { callToAction } from './call-to-action.ts'
import { codeBlock } from './code-block.ts'
import { heading } from './heading.ts'
import { horizontalRule } from './horizontal-rule.ts'
import { image } from './image.ts'
import { bulletList, orderedList } from './list.ts'
import { paragraph } from './paragraph.ts'

/** The mdast node for each block node type (list items are converted by their list). */
export const handlers: Handlers = {
  paragraph,
  heading,
  bulletList,
  orderedList,
  blockquote,
  codeBlock,
  image,
  horizontalRule,
  callToAction,
}
