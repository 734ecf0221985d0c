// The document tree posts are stored as: ProseMirror/TipTap JSON. The public renderer, the admin
// and the CLI all read and write exactly these shapes.

/** A mark on text: bold, italic, inline code, or a link (its href checked by isSafeHref). */
export type Mark =
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'code' }
  | { type: 'link'; attrs: { href: string; title?: string | null } }

/** A run of text with its marks (never empty). */
export interface TextNode {
  type: 'text'
  text: string
  marks?: Mark[]
}

/** A line break inside a paragraph. */
export interface HardBreakNode {
  type: 'hardBreak'
}

/** What paragraphs and headings hold. */
export type InlineNode = TextNode | HardBreakNode

/** A paragraph. */
export interface ParagraphNode {
  type: 'paragraph'
  content?: InlineNode[]
}

/** A section (level 2) or subsection (level 3) heading; level 1 is the post's title. */
export interface HeadingNode {
  type: 'heading'
  attrs: { level: 2 | 3 }
  content?: InlineNode[]
}

/** One item of a list: any blocks. */
export interface ListItemNode {
  type: 'listItem'
  content: BlockNode[]
}

/** A bullet list. */
export interface BulletListNode {
  type: 'bulletList'
  content: ListItemNode[]
}

/** A numbered list; attrs.start is there when it does not start at 1. */
export interface OrderedListNode {
  type: 'orderedList'
  attrs?: { start: number }
  content: ListItemNode[]
}

/** A quote: any blocks. */
export interface BlockquoteNode {
  type: 'blockquote'
  content: BlockNode[]
}

/** A code block with its language, or null when none is named. */
export interface CodeBlockNode {
  type: 'codeBlock'
  attrs: { language: string | null }
  content?: TextNode[]
}

/** An image: an https/http URL, a site path, or a file under content/ (e.g. images/a.png). */
export interface ImageNode {
  type: 'image'
  attrs: { src: string; alt: string; title?: string | null }
}

/** A horizontal rule. */
export interface HorizontalRuleNode {
  type: 'horizontalRule'
}

/** A call to action: a link drawn as a button, alone on its line; its href is checked by isSafeHref. */
export interface CallToActionNode {
  type: 'callToAction'
  attrs: { href: string; text: string }
}

/** An image stands alone on its line, as TipTap's block image does; so does a call to action. */
export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | CodeBlockNode
  | ImageNode
  | HorizontalRuleNode
  | CallToActionNode

/** A post's content: the root of the document tree. */
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
