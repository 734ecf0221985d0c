/** Bounds on post input, which is untrusted: sizes, nesting and node counts, and advisory lengths. */
export const postLimits = {
  /** Longest Markdown body accepted, in characters. */
  markdownChars: 200_000,
  /** Deepest nesting of lists and quotes (and, separately, of emphasis and links). */
  nestingDepth: 12,
  /** Most Markdown elements (or document nodes) in one post. */
  nodes: 20_000,
  /** Largest front matter block, in UTF-8 bytes. */
  frontMatterBytes: 16 * 1024,
  /** Largest post file, in UTF-8 bytes. */
  fileBytes: 256 * 1024,
  /** The excerpt length search engines show best; advice, never an error. */
  excerptAdvice: { min: 120, max: 160 },
  /** Reading speed behind the read time. */
  wordsPerMinute: 200,
} as const
