// The document tree posts are stored as: ProseMirror/TipTap JSON. The public renderer, the admin
// and the CLI all read and write exactly these shapes.

export type Mark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'code' }
  | { type: 'link'; attrs: { href: string; title?: string | null } }

export interface TextNode {
  type: 'text'
  text: string
  marks?: Mark[]
}

export interface HardBreakNode {
  type: 'hardBreak'
}

export type InlineNode = TextNode | HardBreakNode

export interface ParagraphNode {
  type: 'paragraph'
  content?: InlineNode[]
}

export interface HeadingNode {
  type: 'heading'
  attrs: { level: 2 | 3 }
  content?: InlineNode[]
}

export interface ListItemNode {
  type: 'listItem'
  content: BlockNode[]
}

export interface BulletListNode {
  type: 'bulletList'
  content: ListItemNode[]
}

export interface OrderedListNode {
  type: 'orderedList'
  attrs?: { start: number }
  content: ListItemNode[]
}

export interface BlockquoteNode {
  type: 'blockquote'
  content: BlockNode[]
}

export interface CodeBlockNode {
  type: 'codeBlock'
  attrs: { language: string | null }
  content?: TextNode[]
}

export interface ImageNode {
  type: 'image'
  attrs: { src: string; alt: string; title?: string | null }
}

export interface HorizontalRuleNode {
  type: 'horizontalRule'
}

/** An image stands alone on its line, as TipTap's block image does. */
export type BlockNode = ParagraphNode | HeadingNode | BulletListNode | OrderedListNode | BlockquoteNode | CodeBlockNode | ImageNode | HorizontalRuleNode

export interface Doc {
  type: 'doc'
  content: BlockNode[]
}

/** Where in a source file something is, 1-based, as editors count. */
export interface Position {
  line: number
  column: number
}

/** One problem with a post file: where it is, which field, what is wrong and how to fix it. */
export interface PostProblem extends Position {
  /** A front matter field, or 'content' for the Markdown body, or 'file'. */
  field: string
  message: string
  hint?: string
}
