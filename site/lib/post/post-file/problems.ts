import type { z } from 'zod'
import { authorKeys, categories } from '../taxonomy.ts'
import type { PostProblem } from '../types.ts'
import type { FrontMatter } from './yaml.ts'

/** An example line for each field, the hint that goes with any problem in it. */
const examples: Readonly<Record<string, string>> = {
  title: 'Example: title: "Why ERP projects stall"',
  slug: 'Example: slug: why-erp-projects-stall (in the file why-erp-projects-stall.md)',
  excerpt: 'Example: excerpt: "One or two sentences that make a reader want more." (120-160 characters reads best)',
  category: `Write one of: ${categories.map((category) => category.slug).join(', ')}`,
  tags: 'Example: tags: [erp, integration]',
  author: `Write one of: ${authorKeys.join(', ')}`,
  featured: 'Example: featured: true',
  featured_image: 'Example: featured_image: images/cover.jpg (a file under content/)',
  featured_image_alt: 'Example: featured_image_alt: "A warehouse team scanning pallets"',
  meta_title: 'Example: meta_title: "ERP projects: why they stall" (leave it out to use the title)',
  meta_description: 'Example: meta_description: "A summary for search results." (leave it out to use the excerpt)',
  published_at: 'Example: published_at: 2025-10-13',
}

/** The known fields, for suggestions when a field name is misspelt. */
export const fieldNames = Object.keys(examples)

/** Schema issues as problems at the lines of their fields, leaving out fields the YAML check already reported. */
export function schemaProblems(issues: readonly z.core.$ZodIssue[], frontMatter: FrontMatter): PostProblem[] {
  return issues.flatMap((issue): PostProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        ...frontMatter.locate([key]),
        field: key,
        message: `Unknown field "${key}"`,
        hint: suggestion(key),
      }))
    }
    const field = String(issue.path[0] ?? 'file')
    if (frontMatter.reported.has(field)) return []
    return [
      {
        ...frontMatter.locate(issue.path),
        field,
        message: issue.message,
        hint: examples[field] ?? 'Check the field against the post format in content/README.md.',
      },
    ]
  })
}

function suggestion(key: string): string {
  const close = fieldNames
    .map((name) => ({ name, distance: editDistance(key.toLowerCase(), name) }))
    .sort((a, b) => a.distance - b.distance)[0]!
  if (close.distance <= Math.max(1, Math.floor(close.name.length / 3))) return `Did you mean ${close.name}?`
  return `Remove it; the fields are: ${fieldNames.join(', ')}.`
}

// Optimal string alignment distance: edits, plus a swap of two neighbours (titel → title) as one.
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}
