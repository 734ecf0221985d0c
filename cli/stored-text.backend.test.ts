import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { listCommand } from './commands/list.ts'
import { publishCommand } from './commands/publish.ts'
import { deleteCommand } from './commands/status.ts'

// Text stored in the database before the table refused such characters (here: the rule dropped,
// then rows written with the service role) reaches the terminal as visible escapes, never as the
// control sequences themselves.

const fakeSuccess = '\u001b[2K\u001b[1G\u001b[32m✔ published, 0 errors'
const shownFakeSuccess = '\\x1b[2K\\x1b[1G\\x1b[32m✔ published, 0 errors'
// eslint-disable-next-line no-control-regex
const raw = /[\u001b\u009b\u202e]/

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  await h.supabase.db.exec('alter table public.blog_posts drop constraint blog_posts_text_shows_as_written')
  const post = {
    excerpt: 'x',
    author_name: 'A',
    author_role: 'B',
    category: 'technical',
    status: 'published' as const,
    published_at: '2026-01-10T00:00:00Z',
  }
  await h.service
    .from('blog_posts')
    .insert([{ ...post, slug: 'planted', title: fakeSuccess }])
    .throwOnError()
})
beforeEach(() => {
  h.out.length = 0
})
afterAll(() => h.stop())

it('list shows a stored title with escape sequences as visible escapes, in text and in --json', async () => {
  await listCommand({}, h.context)
  expect(h.out).toEqual([`published  2026-01-10  technical  planted  ${shownFakeSuccess}`])
  h.out.length = 0
  await listCommand({ json: true }, h.context)
  expect(h.out.join('\n')).not.toMatch(raw)
  expect(JSON.parse(h.out.join('\n'))).toMatchObject([{ slug: 'planted', title: fakeSuccess }])
})

it('delete asks about the stored title with its escapes visible', async () => {
  const questions: string[] = []
  h.context.confirm = async (question) => (questions.push(question), false)
  await deleteCommand({ post: 'planted' }, h.context).catch(() => {})
  expect(questions).toEqual([
    `Are you sure you want to delete "${shownFakeSuccess}"? Its versions are kept: bring it back with npx axon-blog history planted, then restore.`,
  ])
})

it('publish shows a refused post’s stored values, text-direction controls included, as visible escapes', async () => {
  h.write('reversed.md', postSource('reversed'))
  await publishCommand({ files: ['content/reversed.md'] }, h.context)
  await h.service.from('blog_posts').update({ title: 'Invoice \u202eexe.pdf' }).eq('slug', 'reversed').throwOnError()
  h.write('reversed.md', postSource('reversed', { title: 'A new title' }))
  h.out.length = 0
  await publishCommand({ files: ['content/reversed.md'] }, h.context).catch(() => {})
  expect(h.out).toEqual([
    'reversed  refused: edited in the browser',
    '    title: "Invoice \\u202eexe.pdf" → "A new title"',
  ])
})
