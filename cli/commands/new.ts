import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { newPostFile } from '../../site/lib/post/files.ts'
import type { AuthorKey } from '../../site/lib/post/index.ts'
import type { CliContext } from '../context.ts'
import { CliError } from '../errors.ts'

/** `axon-blog new <title>`: writes content/<slug>.md from the template, never over an existing file. */
export function newCommand(options: { title: string; author?: AuthorKey }, context: CliContext): { file: string } {
  if (!options.title.trim())
    throw new CliError(
      'The title is empty.',
      'Give the post a title: npx axon-blog new "Integration for Growing Retailers"',
      2,
    )
  const { slug, source } = newPostFile(options.title, options.author)
  if (!slug)
    throw new CliError(`"${options.title}" gives no usable slug.`, 'Use a title with letters or digits in it.', 2)
  const dir = join(context.cwd, 'content')
  const file = join('content', `${slug}.md`)
  if (existsSync(join(context.cwd, file)))
    throw new CliError(`${file} already exists.`, 'Choose another title, or edit the existing file.')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(context.cwd, file), source, { flag: 'wx' })
  context.out(file)
  context.err(`Wrote ${file}. Replace the excerpt and the body, then check it with: npx axon-blog validate ${file}`)
  return { file }
}
