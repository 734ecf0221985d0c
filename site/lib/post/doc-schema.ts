import { removeUnsafeCharacters } from '../text/index.ts'
import { z } from '../zod.ts'
import { docBoundsProblem } from './doc-bounds.ts'
import { isImageSrc, isSafeHref } from './href.ts'
import type { BlockNode, Doc, InlineNode, ListItemNode, Mark } from './types.ts'

const mark: z.ZodType<Mark> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('code') }),
  z.strictObject({
    type: z.literal('link'),
    attrs: z.strictObject({
      href: z.string().refine(isSafeHref, 'Link target is not allowed'),
      title: z.string().max(500).nullable().optional(),
    }),
  }),
])

const text = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1, 'Text nodes must not be empty').max(100_000),
  marks: z
    .array(mark)
    .max(4)
    .refine(
      (marks) => new Set(marks.map((item) => item.type)).size === marks.length,
      'A text node carries each mark at most once',
    )
    .optional(),
})
const inline: z.ZodType<InlineNode> = z.discriminatedUnion('type', [
  text,
  z.strictObject({ type: z.literal('hardBreak') }),
])

const blocks = z.array(z.lazy(() => block))
const listItem: z.ZodType<ListItemNode> = z.strictObject({ type: z.literal('listItem'), content: blocks })
const items = z.array(listItem)

const block: z.ZodType<BlockNode> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), content: z.array(inline).optional() }),
  z.strictObject({
    type: z.literal('heading'),
    attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3)]) }),
    content: z.array(inline).optional(),
  }),
  z.strictObject({ type: z.literal('bulletList'), content: items }),
  z.strictObject({
    type: z.literal('orderedList'),
    attrs: z.strictObject({ start: z.int().min(0).max(999_999_999) }).optional(),
    content: items,
  }),
  z.strictObject({ type: z.literal('blockquote'), content: blocks }),
  z.strictObject({
    type: z.literal('codeBlock'),
    attrs: z.strictObject({
      language: z
        .string()
        .regex(/^[A-Za-z0-9_+#.-]{1,40}$/)
        .nullable(),
    }),
    content: z.array(text.omit({ marks: true })).optional(),
  }),
  z.strictObject({
    type: z.literal('image'),
    attrs: z.strictObject({
      src: z.string().refine(isImageSrc, 'Image source is not allowed'),
      // Controls are removed from alt text (see normalize.ts), so alt text of nothing else is none.
      alt: z
        .string()
        .trim()
        .max(1000)
        .refine((alt) => removeUnsafeCharacters(alt).trim() !== '', 'Images need alt text'),
      title: z.string().max(500).nullable().optional(),
    }),
  }),
  z.strictObject({ type: z.literal('horizontalRule') }),
  z.strictObject({
    type: z.literal('callToAction'),
    attrs: z.strictObject({
      href: z.string().refine(isSafeHref, 'Link target is not allowed'),
      // Controls are removed from the text (see normalize.ts), so text of nothing else is none.
      text: z
        .string()
        .max(100_000)
        .refine((text) => removeUnsafeCharacters(text).trim() !== '', 'A call to action needs text'),
    }),
  }),
])

/** Validates a stored document (e.g. blog_posts.content): the shapes in types.ts, safe links, bounded depth and size. */
export const docSchema = z
  .unknown()
  // Bounds first, without recursion, so the recursive shape check below never meets hostile depth.
  .check((context) => {
    const problem = docBoundsProblem(context.value)
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value })
  })
  .pipe(z.strictObject({ type: z.literal('doc'), content: blocks }) as z.ZodType<Doc>)
