import { findUnsafeCharacter } from '../text/index.ts'
import { z } from '../zod.ts'
import { contentPathProblem } from './href.ts'
import { authorKeys, categories, type CategorySlug } from './taxonomy.ts'

// Every message says what is wrong and what to write instead: the CLI, CI and the admin form all show them as they are.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
// A date, or a date-time with seconds optional, fractions of any precision and a zone (Z or ±hh:mm).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/

const categorySlugs = categories.map((category) => category.slug) as [CategorySlug, ...CategorySlug[]]

/** Text with a message for a missing or non-text value. */
function text(field: string, example: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined
        ? `${field} is missing: add a line like ${example}`
        : `${field} must be text: write ${example}`,
  })
}

const whitespaceFixes: Readonly<Record<string, string>> = {
  'U+000A': 'keep it on one line',
  'U+0009': 'use a space instead',
}

/**
 * Refuses characters that change how text is shown (controls, bidi controls; see site/lib/text), and
 * in a one-line field tabs and line breaks. A field with one reports only that: the rest can wait.
 */
function safeToShow(field: string, { multiline = false } = {}) {
  return (context: z.core.ParsePayload<string>) => {
    const found = findUnsafeCharacter(context.value, { allowNewlines: multiline })
    if (!found) return
    const fix =
      whitespaceFixes[found.codePoint] ?? 'remove it; such characters can rewrite what terminals and pages show'
    context.issues.push({
      code: 'custom',
      message: `${field} contains ${found.description}: ${fix}`,
      input: context.value,
      continue: false,
    })
  }
}

// An optional field left blank (`meta_title:` or "") is the same as leaving it out.
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional())
}

const tag = z
  .string({ error: 'Each tag must be text: write tags: [erp, integration]' })
  .trim()
  .check(safeToShow('A tag'))
  .min(1, 'A tag is empty: remove it from the list')
  .max(40, 'A tag is longer than 40 characters: shorten it')

/** The front matter of a post file, as the CLI, the admin form and the tests validate it. */
export const postFrontMatterSchema = z
  .strictObject({
    title: text('title', 'title: "Why ERP projects stall"')
      .trim()
      .check(safeToShow('title'))
      .min(1, 'title is empty: write the headline')
      .max(200, 'title is longer than 200 characters: shorten it'),
    slug: text('slug', 'slug: why-erp-projects-stall')
      .check(safeToShow('slug'))
      .max(120, 'slug is longer than 120 characters: shorten it')
      .regex(
        SLUG,
        'slug may use only lower-case letters, digits and single hyphens between them, e.g. why-erp-projects-stall',
      )
      // /insights/page/<n> are the archive's pages: an article there would take their folder.
      .refine(
        (slug) => slug !== 'page',
        'slug "page" is taken by the Insights archive (/insights/page/2): choose another',
      ),
    excerpt: text('excerpt', 'excerpt: "One or two sentences that sum up the post."')
      .trim()
      .check(safeToShow('excerpt', { multiline: true }))
      .min(1, 'excerpt is empty: write one or two sentences that sum up the post (120-160 characters reads best)')
      .max(
        500,
        'excerpt is longer than 500 characters: keep it to one or two sentences (120-160 characters reads best)',
      ),
    category: z
      .enum(categorySlugs, { error: `category must be one of: ${categorySlugs.join(', ')}` })
      .default('technical'),
    tags: z
      .array(tag, { error: 'tags must be a list: write tags: [erp, integration]' })
      .max(20, 'There are more than 20 tags: keep the few that matter most')
      .transform((tags) => [...new Set(tags)])
      .default([]),
    author: z.enum(authorKeys, { error: `author must be one of: ${authorKeys.join(', ')}` }).default('founder'),
    featured: z.boolean({ error: 'featured must be true or false (without quotes)' }).default(false),
    featured_image: optional(
      text('featured_image', 'featured_image: images/cover.jpg')
        .trim()
        .check(safeToShow('featured_image'))
        .superRefine((path, context) => {
          const problem = contentPathProblem(path)
          if (problem) context.addIssue({ code: 'custom', message: `featured_image ${problem}` })
        }),
    ),
    featured_image_alt: optional(
      text('featured_image_alt', 'featured_image_alt: "What the image shows"')
        .trim()
        .check(safeToShow('featured_image_alt'))
        .max(300, 'featured_image_alt is longer than 300 characters: describe the image briefly'),
    ),
    meta_title: optional(
      text('meta_title', 'meta_title: "Title for search results"')
        .trim()
        .check(safeToShow('meta_title'))
        .max(200, 'meta_title is longer than 200 characters: shorten it'),
    ),
    meta_description: optional(
      text('meta_description', 'meta_description: "Summary for search results"')
        .trim()
        .check(safeToShow('meta_description', { multiline: true }))
        .max(320, 'meta_description is longer than 320 characters: shorten it (120-160 reads best)'),
    ),
    published_at: optional(
      text('published_at', 'published_at: 2025-10-13')
        .trim()
        .check(safeToShow('published_at'))
        .refine(isIsoDate, 'published_at must be a date like 2025-10-13 or a date-time like 2025-10-13T09:30:00Z')
        .transform((value) => new Date(value).toISOString()),
    ),
  })
  .refine((post) => !post.featured_image || post.featured_image_alt, {
    path: ['featured_image_alt'],
    message: 'featured_image_alt is missing: describe the featured image for readers who cannot see it',
    // Checked even when other fields are wrong, so every problem is reported at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })

/** A post's validated front matter, with defaults filled in. */
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  const realDate =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  return realDate && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && !Number.isNaN(Date.parse(value))
}
