import type { Root } from 'mdast'

/**
 * One finding about a post. An error keeps the post from going out; advice does not. `field` names
 * the front matter field (or 'content' for the body, 'file' for the file itself) for the admin, and
 * line and column, when known, say where it is: in the Markdown body for checkPost, in the file for
 * checkPostFile.
 */
export interface PostCheck {
  severity: 'error' | 'advice'
  field: string
  message: string
  hint?: string
  line?: number
  column?: number
}

/** A post as a writer has it: its fields as typed and its Markdown body. */
export interface PostDraft {
  title: string
  slug: string
  excerpt: string
  /** Empty or absent when search results show the excerpt. */
  metaDescription?: string | null
  markdown: string
}

/** Another post the caller knows of: links may point at it, and its title is taken. */
export interface KnownPost {
  slug: string
  title: string
}

/** What the checks of one post read besides its fields. */
export interface CheckInput {
  draft: PostDraft
  /** The body's Markdown tree, when it could be read. */
  tree: Root | undefined
  /** Every post the caller knows of; the post itself may be among them. */
  known: readonly KnownPost[]
  /**
   * The slug the post is known by among them when it may differ from its draft's: a post file's name,
   * whose front matter may say otherwise. Set aside with the draft's own.
   */
  self?: string
}
