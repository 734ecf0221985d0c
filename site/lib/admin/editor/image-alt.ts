// An image in a post's text is described by the rule its featured image's description follows
// (front matter featured_image_alt: required, one line, nothing that changes how text is shown, a
// length limit), checked by that very field of the schema and told in its words.
import { postFrontMatterSchema } from '../../post/index.ts'

const altRule = postFrontMatterSchema.shape.featured_image_alt

/** Why `alt` cannot describe an image, or undefined when it can. */
export function imageAltProblem(alt: string): string | undefined {
  if (alt.trim() === '') return 'Describe the image: say what it shows, for readers who cannot see it.'
  const issue = altRule.safeParse(alt).error?.issues[0]
  return issue?.message.replace(/^featured_image_alt\b/, 'The description')
}
