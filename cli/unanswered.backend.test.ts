// A write whose connection drops may or may not have been carried out. Whichever it was, and
// whichever write it hits, publishing ends with every post written exactly once, or says what to do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { publishCommand } from './commands/publish.ts'
import { CliError } from './errors.ts'

type Drop = 'before it reaches the backend' | 'after the backend carried it out'
const drops: Drop[] = ['before it reaches the backend', 'after the backend carried it out']

let h: Harness
/** Which write to the posts (counted from 1) loses its connection, and when; every one when `always`. */
let cut: { write: number; drop: Drop; always?: boolean } | undefined
let writes = 0

beforeEach(async () => {
  cut = undefined
  writes = 0
  h = await startHarness({
    fetch: async (input, init) => {
      const request = new Request(input, init)
      const isWrite =
        request.method !== 'GET' && request.method !== 'HEAD' && request.url.includes('/rest/v1/blog_posts')
      if (!isWrite || !cut) return h.supabase.fetch(request)
      writes++
      if (!cut.always && writes !== cut.write) return h.supabase.fetch(request)
      if (cut.drop === 'after the backend carried it out') await h.supabase.fetch(request)
      throw new TypeError('fetch failed', { cause: new Error('read ECONNRESET') })
    },
  })
})
afterEach(() => h.stop())

const slugs = ['first-post', 'second-post', 'third-post']
const writeFiles = (title: (slug: string) => string) => {
  for (const slug of slugs) h.write(`${slug}.md`, postSource(slug, { title: title(slug) }))
}
const stored = async () => (await h.service.from('blog_posts').select('slug, title').order('slug').throwOnError()).data

describe('a write whose connection drops', () => {
  for (const drop of drops) {
    it(`in a first publish of many posts, ${drop}, is written once`, async () => {
      writeFiles((slug) => `New ${slug}`)
      cut = { write: 1, drop }
      const results = await publishCommand({ files: [], all: true }, h.context)
      expect(results.map((result) => result.action)).toEqual(['created', 'created', 'created'])
      expect(await stored()).toEqual(slugs.toSorted().map((slug) => ({ slug, title: `New ${slug}` })))
    })

    for (const write of [1, 2, 3]) {
      it(`in update ${write} of 3, ${drop}, is written once and nothing is refused`, async () => {
        writeFiles((slug) => `New ${slug}`)
        await publishCommand({ files: [], all: true }, h.context)
        writeFiles((slug) => `Changed ${slug}`)
        cut = { write, drop }
        const results = await publishCommand({ files: [], all: true }, h.context)
        expect(results.map((result) => result.action)).toEqual(['updated', 'updated', 'updated'])
        expect(await stored()).toEqual(slugs.toSorted().map((slug) => ({ slug, title: `Changed ${slug}` })))
        // Publishing again finds nothing to do: each row is the file's, source hash and all.
        cut = undefined
        const again = await publishCommand({ files: [], all: true }, h.context)
        expect(again.map((result) => result.action)).toEqual(['unchanged', 'unchanged', 'unchanged'])
      })
    }
  }

  it('that never gets an answer stops the publish, saying what is live and what to run again', async () => {
    writeFiles((slug) => `New ${slug}`)
    await publishCommand({ files: [], all: true }, h.context)
    writeFiles((slug) => `Changed ${slug}`)
    cut = { write: 1, drop: 'before it reaches the backend', always: true }
    const error = await publishCommand({ files: [], all: true }, h.context).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(CliError)
    expect((error as CliError).message).toMatch(
      /^Publishing content\/first-post\.md failed: the backend did not answer/,
    )
    expect((error as CliError).hint).toMatch(/run the same command again/)
    // Three tries of the first update, each known to have written nothing before the next.
    expect(writes).toBe(3)
    expect(await stored()).toEqual(slugs.toSorted().map((slug) => ({ slug, title: `New ${slug}` })))
  })
})
