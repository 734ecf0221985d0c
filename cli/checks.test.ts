import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { postSource } from './__fixtures__/harness.ts'
import { newCommand } from './commands/new.ts'
import { publishCommand } from './commands/publish.ts'
import { validateCommand } from './commands/validate.ts'
import type { CliContext } from './context.ts'
import { CliError } from './errors.ts'

// validate and publish decide with the same checks, offline: no backend is reached before they pass.
let cwd: string
let out: string[]
let err: string[]
let context: CliContext
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'axon-blog-checks-'))
  mkdirSync(join(cwd, 'content'))
  out = []
  err = []
  context = {
    cwd,
    client: () => Promise.reject(new Error('the backend is not reached while a post has problems')),
    fetch: () => Promise.reject(new Error('no network')),
    now: () => new Date(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  }
})
afterEach(() => rmSync(cwd, { recursive: true, force: true }))

const write = (name: string, source: string) => writeFileSync(join(cwd, 'content', name), source)
const failure = async (run: () => unknown) => {
  try {
    await run()
  } catch (error) {
    if (error instanceof CliError) return error
    throw error
  }
  throw new Error('expected the command to fail')
}

const broken = (slug: string) =>
  postSource(
    slug,
    {},
    [
      'Intro.', // 9
      '',
      '| a | b |', // 11
      '|---|---|',
      '',
      'See [the other post](/insights/other-pots) and <b>this</b>.', // 14
      '',
    ].join('\n'),
  )

describe('validate', () => {
  it('reports every problem of a post in one run, at its line and column, then its advice', async () => {
    write('other-post.md', postSource('other-post'))
    write('broken.md', broken('broken'))
    write('advised.md', postSource('advised', { excerpt: 'Too short.' }))
    expect((await failure(() => validateCommand({ files: [] }, context))).message).toBe('4 problems in 1 of 3 posts.')
    expect(out).toEqual([
      'content/broken.md:11:1  content  Tables are not supported  (Use a list, or an image of the table with a full description as its alt text.)',
      expect.stringMatching(
        /^content\/broken\.md:14:5 {2}content {2}There is no post at \/insights\/other-pots {2}\(Did you mean \/insights\/other-post\?/,
      ),
      expect.stringMatching(/^content\/broken\.md:14:48 {2}content {2}Raw HTML is not allowed/),
      expect.stringMatching(/^content\/broken\.md:14:55 {2}content {2}Raw HTML is not allowed/),
      expect.stringMatching(/^content\/advised\.md:4:1 {2}excerpt {2}advice: excerpt is 10 characters/),
    ])
  })

  it('passes with advice alone, and lists it in --json apart from the problems', () => {
    write('advised.md', postSource('advised', { excerpt: 'Too short.' }))
    expect(validateCommand({ files: [], json: true }, context)).toEqual({ valid: 1 })
    expect(JSON.parse(out.join('\n'))).toMatchObject({
      valid: ['content/advised.md'],
      problems: [],
      advice: [{ file: 'content/advised.md', line: 4, column: 1, field: 'excerpt' }],
    })
    expect(err).toEqual(['1 post valid (1 piece of advice above).'])
  })

  it('refuses a title another post in content/ already uses', async () => {
    write('first.md', postSource('first', { title: 'Same Title' }))
    write('second.md', postSource('second', { title: ' same title' }))
    await failure(() => validateCommand({ files: ['content/second.md'] }, context))
    expect(out).toEqual([
      expect.stringMatching(/^content\/second\.md:2:1 {2}title {2}The post first already has the title/),
    ])
  })

  it('passes any post that new writes once its excerpt and body are written', () => {
    const words = fc.stringMatching(/^[A-Za-z][a-z]{1,11}$/)
    const sentence = fc.array(words, { minLength: 4, maxLength: 30 }).map((list) => `${list.join(' ')}.`)
    fc.assert(
      fc.property(
        fc.array(words, { minLength: 1, maxLength: 8 }),
        fc.array(sentence, { minLength: 1, maxLength: 6 }),
        fc.array(sentence, { minLength: 1, maxLength: 4 }),
        (titleWords, paragraphs, excerptSentences) => {
          rmSync(join(cwd, 'content'), { recursive: true, force: true })
          out.length = 0
          const { file } = newCommand({ title: titleWords.join(' ') }, context)
          const path = join(cwd, file)
          const excerpt = excerptSentences.join(' ').slice(0, 300)
          const template = readFileSync(path, 'utf8')
          const filled = template
            .replace(/^excerpt: .*$/m, `excerpt: "${excerpt}"`)
            .replace(/\n---\n[\s\S]*$/, `\n---\n\n## ${titleWords[0]}\n\n${paragraphs.join('\n\n')}\n`)
          writeFileSync(path, filled)
          expect(validateCommand({ files: [file] }, context)).toEqual({ valid: 1 })
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('publish', () => {
  it.each([
    ['a table', postSource('table', {}, '| a | b |\n|---|---|\n| 1 | 2 |\n'), 'Tables are not supported'],
    ['a broken link', postSource('link', {}, 'See [us](/contcat).\n'), 'There is no page at /contcat'],
  ])('refuses a post with %s, as validate does, before reaching the backend', async (_name, source, message) => {
    write('post.md', source.replace(/slug: \w+/, 'slug: post'))
    const error = await failure(() => publishCommand({ files: ['content/post.md'] }, context))
    expect(error.message).toMatch(/^Nothing was published: 1 problem/)
    expect(err).toEqual([expect.stringContaining(`  content  ${message}`)])
  })

  it('refuses the untouched template', async () => {
    const { file } = newCommand({ title: 'Untouched' }, context)
    const error = await failure(() => publishCommand({ files: [file] }, context))
    expect(error.message).toBe('Nothing was published: 2 problems in the posts above.')
  })
})
