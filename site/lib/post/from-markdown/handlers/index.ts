import type { BlockNode, InlineNode } from '../../types.ts'
import type { Handlers } from '../state.ts'
import { blockquote } from './blockquote.ts'
import { hardBreak } from './break.ts'
import { code } from './code.ts'
import { emphasis } from './emphasis.ts'
import { heading } from './heading.ts'
import { inlineImage } from './image.ts'
import { inlineCode } from './inline-code.ts'
import { link } from './link.ts'
import { list } from './list.ts'
import { paragraph } from './paragraph.ts'
import { strong } from './strong.ts'
import { text } from './text.ts'
import { thematicBreak } from './thematic-break.ts'

/** Handlers for flow content: what may stand as a block in the document, a list item or a quote. */
export const blockHandlers: Handlers<BlockNode> = { paragraph, heading, list, blockquote, code, thematicBreak }

/** Handlers for phrasing content: what may stand inside a paragraph or heading. */
export const inlineHandlers: Handlers<InlineNode> = {
  text,
  emphasis,
  strong,
  inlineCode,
  link,
  break: hardBreak,
  image: inlineImage,
}
