// The canonical form of a document. markdownToDoc returns it and docToMarkdown starts from it, so
// the two agree on everything Markdown cannot tell apart: mark order, split text, line endings,
// whitespace at line edges, empty paragraphs and empty titles. It also holds none of the characters
// that change how text is shown (site/lib/text): removing them here, before text is merged and
// trimmed, keeps the round trip a fixpoint, as what is removed never reaches the Markdown.
// A link title of "button" marks a call to action (see isCallToActionTitle), so it is no link's title.
import { removeUnsafeCharacters } from '../text/index.ts'
import type { BlockNode, Doc, InlineNode, ListItemNode, Mark, TextNode } from './types.ts'

const MARK_ORDER: Record<Mark['type'], number> = { bold: 0, italic: 1, code: 2, link: 3 }

/** Text as Markdown keeps it on one line: line endings become spaces, NUL becomes U+FFFD as parsers do, other controls go. */
export function oneLine(text: string): string {
  return removeUnsafeCharacters(text.replace(/\r\n|\r|\n/g, ' ').replace(/\0/g, '\uFFFD'))
}

/** The link title that marks a call to action. */
export const callToActionTitle = 'button'

/**
 * Whether a link title marks a call to action: [Book a consultation](/contact "button") alone in its
 * paragraph. Plain Markdown viewers show it as an ordinary link; the keyword is reserved for this.
 */
export function isCallToActionTitle(title: string | null | undefined): boolean {
  return typeof title === 'string' && oneLine(title) === callToActionTitle
}

/** A call to action's text in canonical form: one line, nothing hidden, no spaces at the edges. */
export function callToActionText(text: string): string {
  return oneLine(text).trim()
}

/** Whether two marks are the same mark (type, and for links href and title). */
export function sameMark(a: Mark, b: Mark): boolean {
  if (a.type !== 'link' || b.type !== 'link') return a.type === b.type
  return a.attrs.href === b.attrs.href && (a.attrs.title ?? null) === (b.attrs.title ?? null)
}

/** Whether two mark lists are the same set. */
export function sameMarks(a: readonly Mark[] = [], b: readonly Mark[] = []): boolean {
  return a.length === b.length && a.every((mark) => b.some((other) => sameMark(mark, other)))
}

/** The document in canonical form (see the comment at the top of normalize.ts). */
export function normalizeDoc(doc: Doc): Doc {
  return { type: 'doc', content: normalizeBlocks(doc.content) }
}

function normalizeBlocks(blocks: readonly BlockNode[]): BlockNode[] {
  return blocks.flatMap((block) => normalizeBlock(block))
}

function normalizeBlock(node: BlockNode): BlockNode[] {
  switch (node.type) {
    case 'paragraph': {
      const content = normalizeInline(node.content ?? [], true)
      return content.length === 0 ? [] : [{ type: 'paragraph', content }]
    }
    case 'heading': {
      const content = normalizeInline(node.content ?? [], false)
      return [{ type: 'heading', attrs: { level: node.attrs.level }, ...(content.length > 0 && { content }) }]
    }
    case 'bulletList':
      return node.content.length === 0 ? [] : [{ type: 'bulletList', content: node.content.map(normalizeItem) }]
    case 'orderedList': {
      const start = node.attrs?.start ?? 1
      if (node.content.length === 0) return []
      return [
        { type: 'orderedList', ...(start !== 1 && { attrs: { start } }), content: node.content.map(normalizeItem) },
      ]
    }
    case 'blockquote':
      return [{ type: 'blockquote', content: normalizeBlocks(node.content) }]
    case 'codeBlock': {
      const text = removeUnsafeCharacters(
        (node.content ?? [])
          .map((child) => child.text)
          .join('')
          .replace(/\r\n?/g, '\n')
          .replace(/\0/g, '\uFFFD'),
      )
      const attrs = { language: node.attrs.language || null }
      return [{ type: 'codeBlock', attrs, ...(text !== '' && { content: [{ type: 'text', text }] }) }]
    }
    case 'image': {
      const { src, alt, title } = node.attrs
      const cleanTitle = title ? oneLine(title) : ''
      return [{ type: 'image', attrs: { src, alt: oneLine(alt).trim(), ...(cleanTitle && { title: cleanTitle }) } }]
    }
    case 'horizontalRule':
      return [{ type: 'horizontalRule' }]
    case 'callToAction': {
      const text = callToActionText(node.attrs.text)
      return text === '' ? [] : [{ type: 'callToAction', attrs: { href: node.attrs.href, text } }]
    }
  }
}

function normalizeItem(item: ListItemNode): ListItemNode {
  return { type: 'listItem', content: normalizeBlocks(item.content) }
}

/** Canonical inline content; without `breaks` (headings) a hard break becomes a space. */
export function normalizeInline(nodes: readonly InlineNode[], breaks: boolean): InlineNode[] {
  const lines: TextNode[][] = [[]]
  for (const node of nodes) {
    if (node.type === 'hardBreak' && breaks) lines.push([])
    else append(lines.at(-1)!, node.type === 'hardBreak' ? { type: 'text', text: ' ' } : node)
  }
  // Markdown strips spaces and tabs at the edges of every line, and cannot start or end a block with a break.
  const trimmed = lines.map(trimLine)
  while (trimmed.length > 0 && trimmed[0]!.length === 0) trimmed.shift()
  while (trimmed.length > 0 && trimmed.at(-1)!.length === 0) trimmed.pop()
  return trimmed.flatMap((line, index): InlineNode[] => (index === 0 ? line : [{ type: 'hardBreak' }, ...line]))
}

function append(line: TextNode[], node: TextNode): void {
  const text = oneLine(node.text)
  if (text === '') return
  const marks = canonicalMarks(node.marks)
  const previous = line.at(-1)
  if (previous && sameMarks(previous.marks, marks)) previous.text += text
  else line.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text })
}

function canonicalMarks(marks: readonly Mark[] = []): Mark[] {
  const byType = new Map<Mark['type'], Mark>()
  for (const mark of marks) if (!byType.has(mark.type)) byType.set(mark.type, canonicalMark(mark))
  return [...byType.values()].sort((a, b) => MARK_ORDER[a.type] - MARK_ORDER[b.type])
}

function canonicalMark(mark: Mark): Mark {
  if (mark.type !== 'link') return { type: mark.type }
  const title = mark.attrs.title && !isCallToActionTitle(mark.attrs.title) ? oneLine(mark.attrs.title) : ''
  return { type: 'link', attrs: { href: mark.attrs.href, ...(title && { title }) } }
}

// Code keeps its spaces: they sit inside backticks, where Markdown leaves them alone.
function trimLine(line: TextNode[]): TextNode[] {
  const out = line.map((node) => ({ ...node }))
  const isCode = (node: TextNode) => node.marks?.some((mark) => mark.type === 'code') ?? false
  while (out.length > 0 && !isCode(out[0]!)) {
    out[0]!.text = out[0]!.text.replace(/^[ \t]+/, '')
    if (out[0]!.text !== '') break
    out.shift()
  }
  while (out.length > 0 && !isCode(out.at(-1)!)) {
    out.at(-1)!.text = out.at(-1)!.text.replace(/[ \t]+$/, '')
    if (out.at(-1)!.text !== '') break
    out.pop()
  }
  return out
}
