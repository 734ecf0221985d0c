import { isFootnoteLabel } from './gfm.ts'

// Markdown the post format refuses on purpose, each with the reason a writer needs. Anything not
// handled and not listed here is refused too, as an unknown construct, never silently dropped.

/** Refused mdast node types: what to tell the writer and how to fix it. */
export const refused: Readonly<Record<string, { message: string; hint: string }>> = {
  html: {
    message: 'Raw HTML is not allowed in a post',
    hint: 'Write it in Markdown instead; to show a tag as text, put it in `backticks`.',
  },
  definition: {
    message: 'Link reference definitions ([label]: url) are not supported',
    hint: 'Write each link inline where it is used: [text](https://example.com).',
  },
  linkReference: {
    message: 'Reference-style links ([text][label]) are not supported',
    hint: 'Write the link inline: [text](https://example.com).',
  },
  imageReference: {
    message: 'Reference-style images (![alt][label]) are not supported',
    hint: 'Write the image inline on its own line: ![What the image shows](images/file.png).',
  },
  footnoteReference: {
    message: 'Footnotes are not supported',
    hint: 'Put the note in the text, or in brackets after the sentence.',
  },
  footnoteDefinition: {
    message: 'Footnotes are not supported',
    hint: 'Put the note in the text, or in brackets after the sentence.',
  },
  table: {
    message: 'Tables are not supported',
    hint: 'Use a list, or an image of the table with a full description as its alt text.',
  },
  delete: { message: 'Strikethrough is not supported', hint: 'Remove the ~~ markers, or reword the sentence.' },
  yaml: {
    message: 'Front matter belongs at the top of the file only',
    hint: 'Move these fields into the front matter block.',
  },
}

/** Why a node is refused: by its type, except that a reference whose label starts with ^ is a footnote's. */
export function refusalOf(node: {
  type: string
  label?: string | null
}): { message: string; hint: string } | undefined {
  if (isFootnoteLabel(node.label) && (node.type === 'definition' || node.type === 'linkReference'))
    return refused.footnoteReference
  return refused[node.type]
}

/** What every refusal of an unknown construct suggests instead. */
export const supportedHint =
  'Use paragraphs, ## and ### headings, - and 1. lists, > quotes, ``` code blocks, images on their own line, [links](https://…), **bold**, _italic_ and `code`.'
