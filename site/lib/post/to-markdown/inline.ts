import { sameMark } from '../normalize.ts'
import type { InlineNode, Mark } from '../types.ts'
import { fixDelimiters } from './attention.ts'
import { codeSpan, escapePieces, resource } from './escape.ts'
import { source, type Token } from './tokens.ts'

type StackMark = Exclude<Mark, { type: 'code' }>

/** Canonical inline Markdown for normalized inline content; `heading` content is kept on one line. */
export function printInline(nodes: readonly InlineNode[], heading: boolean): string {
  const tokens = tokenize(nodes)
  tokens.forEach((token, index) => {
    if (token.kind !== 'text') return
    const previous = tokens[index - 1]
    const lineStart = previous === undefined || (previous.kind === 'raw' && previous.role === 'break')
    token.pieces = escapePieces(token.chars, { lineStart, heading })
    // "!" right before a link's "[" would turn the link into an image.
    const next = tokens[index + 1]
    if (next?.kind === 'raw' && next.role === 'linkOpen' && token.chars.at(-1) === '!') token.pieces[token.pieces.length - 1] = '\\!'
  })
  fixDelimiters(tokens)
  if (!heading) keepFirstLinkInline(tokens)
  return tokens.map(source).join('')
}

// A paragraph that opens with `[…]:` is read as a link reference definition, which code spans in
// link text (where "]" cannot be escaped) can bring about: [`]:a`](/b). An empty title, which reads
// back as no title, makes the would-be definition invalid and leaves the link a link.
function keepFirstLinkInline(tokens: Token[]): void {
  const breakAt = tokens.findIndex((token) => token.kind === 'raw' && token.role === 'break')
  const firstLine = tokens.slice(0, breakAt === -1 ? undefined : breakAt).map(source).join('')
  if (!/^\[(?:\\.|[^\\\][])*\]:/.test(firstLine)) return
  const close = tokens.find((token) => token.kind === 'raw' && token.role === 'linkClose')
  if (close?.kind === 'raw' && close.untitled) close.value = `${close.value.slice(0, -1)} "")`
}

// Marks open and close like a stack, so nesting is always proper. A mark that runs on longest is
// opened first, so `_a **b**_` comes out rather than `_a_**_b_**`.
function tokenize(nodes: readonly InlineNode[]): Token[] {
  const tokens: Token[] = []
  const stack: StackMark[] = []
  nodes.forEach((node, index) => {
    const marks = node.type === 'text' ? (node.marks ?? []).filter((mark): mark is StackMark => mark.type !== 'code') : []
    let keep = 0
    while (keep < stack.length && marks.some((mark) => sameMark(mark, stack[keep]!))) keep += 1
    while (stack.length > keep) tokens.push(close(stack.pop()!))
    const opening = marks.filter((mark) => !stack.some((open) => sameMark(open, mark)))
    opening.sort((a, b) => runLength(nodes, index, b) - runLength(nodes, index, a))
    for (const mark of opening) {
      tokens.push(open(mark))
      stack.push(mark)
    }
    tokens.push(content(node))
  })
  while (stack.length > 0) tokens.push(close(stack.pop()!))
  return tokens
}

function content(node: InlineNode): Token {
  if (node.type === 'hardBreak') return { kind: 'raw', value: '\\\n', role: 'break' }
  if (node.marks?.some((mark) => mark.type === 'code')) return { kind: 'raw', value: codeSpan(node.text), role: 'code' }
  const chars = [...node.text]
  return { kind: 'text', chars, pieces: chars }
}

function open(mark: StackMark): Token {
  if (mark.type === 'link') return { kind: 'raw', value: '[', role: 'linkOpen' }
  return { kind: 'delimiter', value: mark.type === 'bold' ? '**' : '_', open: true }
}

function close(mark: StackMark): Token {
  if (mark.type === 'link') return { kind: 'raw', value: `](${resource(mark.attrs.href, mark.attrs.title)})`, role: 'linkClose', untitled: !mark.attrs.title }
  return { kind: 'delimiter', value: mark.type === 'bold' ? '**' : '_', open: false }
}

function runLength(nodes: readonly InlineNode[], from: number, mark: Mark): number {
  let end = from
  while (end < nodes.length) {
    const node = nodes[end]!
    if (node.type !== 'text' || !node.marks?.some((other) => sameMark(other, mark))) break
    end += 1
  }
  return end - from
}
