import type { Handlers } from '../state.ts'
import { blockquote } from './blockquote.tsx'
import { callToAction } from './call-to-action.tsx'
import { codeBlock } from './code-block.tsx'
import { hardBreak } from './hard-break.tsx'
import { heading } from './heading.tsx'
import { horizontalRule } from './horizontal-rule.tsx'
import { image } from './image.tsx'
import { bulletList, listItem, orderedList } from './list.tsx'
import { paragraph } from './paragraph.tsx'
import { text } from './text.tsx'

/** Handlers for what may stand as a block: in the document, a list item or a quote. */
export const blockHandlers: Handlers = {
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

/** Handlers for what may stand inside a paragraph or heading. */
export const inlineHandlers: Handlers = { text, hardBreak }

/** Handlers for what a list holds: list items only. */
export const listItemHandlers: Handlers = { listItem }

/**
 * Node types an editor may produce that the post format leaves out on purpose (DESIGN.md, "The post
 * model"); the renderer skips them and everything inside them, like any other type it does not know.
 */
export const droppedNodeTypes: Readonly<Record<string, string>> = {
  table: 'tables are not part of the post format; the Markdown parser refuses them',
  tableRow: 'part of a table',
  tableCell: 'part of a table',
  tableHeader: 'part of a table',
  taskList: 'checklists are not part of the post format',
  taskItem: 'part of a checklist',
  details: 'collapsible sections are not part of the post format',
  mention: 'there are no user mentions in a public article',
  emoji: 'emoji are written as text',
  youtube: 'embeds would load third-party scripts on the article page',
  iframe: 'embeds would load third-party scripts on the article page',
  html: 'rich text is data, never raw HTML (DESIGN.md, "Security model")',
}
