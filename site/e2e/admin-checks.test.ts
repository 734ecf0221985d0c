import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateCommand } from '../../cli/commands/validate.ts'
import type { CliContext } from '../../cli/context.ts'
import { CliError } from '../../cli/errors.ts'
import { editorCopy as copy } from '../copy/admin-editor.ts'
import { templateBodyPlaceholder } from '../lib/post/post-file/new-post.ts'
import { adminBackend, giveFileAdminBackend, openAdmin, publishDialog } from './admin-browser.ts'
import { axeViolations, launchBrowser, sitePath } from './browser.ts'

// The admin checks a post with the very checks `axon-blog validate` runs, and says the same things
// at the same places, against the same other posts (the backend holds content/, as the CLI reads it).
giveFileAdminBackend()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`))
const publishButton = (page: Page) => page.getByRole('button', { name: copy.publish, exact: true })
const postCount = async () =>
  (await adminBackend().from('blog_posts').select('id', { count: 'exact', head: true })).count

/** What a field shows under it: its errors and its advice, each as its place (if any) and its message. */
async function shownAt(page: Page, label: string) {
  const ids = ((await field(page, label).getAttribute('aria-describedby')) ?? '').split(' ')
  const read = async (suffix: string) => {
    const id = ids.find((name) => name.endsWith(suffix))
    if (!id) return []
    return page.locator(`[id="${id}"] > p`).evaluateAll((lines) =>
      lines.map((line) => ({
        at: line.querySelector('button')?.textContent ?? '',
        message: line.querySelector('strong')?.textContent ?? '',
      })),
    )
  }
  return { errors: await read('-error'), advice: await read('-advice') }
}
const messages = async (page: Page, label: string) => (await shownAt(page, label)).errors.map((shown) => shown.message)

// The same broken post for both: a table, the template's placeholder left in, a link to no post, an
// image without alt text, a title another post has, and a noncharacter (U+FFFF) in the excerpt.
const broken = {
  title: 'Integration Maturity Model',
  slug: 'maturity-model-revisited',
  excerpt:
    'A second look at integration maturity, written to show that the admin editor and the command line find exactly the same problems.\uFFFF',
  body: [
    '## Where to start',
    '',
    '| Level | Name |',
    '|---|---|',
    '| 1 | Ad hoc |',
    '',
    'Read [the missing post](/insights/no-such-post) first.',
    '',
    '![](images/levels.png)',
    '',
    templateBodyPlaceholder,
    '',
  ].join('\n'),
}
const frontMatter = [
  '---',
  `title: ${broken.title}`,
  `slug: ${broken.slug}`,
  `excerpt: "${broken.excerpt.replace('\uFFFF', '\\uFFFF')}"`,
  'category: technical',
  'author: founder',
  '---',
]
const file = `${frontMatter.join('\n')}\n\n${broken.body}`
// The body's first line is this line of the file (after a blank one): the CLI counts lines in the
// file, the editor in the text.
const bodyStartLine = frontMatter.length + 2

interface CliCheck {
  field: string
  message: string
  line: number
  column: number
}

/** What `axon-blog validate --json` says of the broken post, with content/'s posts beside it. */
function validated(): { problems: CliCheck[]; advice: CliCheck[] } {
  const cwd = mkdtempSync(join(tmpdir(), 'admin-checks-'))
  try {
    mkdirSync(join(cwd, 'content'))
    for (const name of readdirSync('content').filter((file) => file.endsWith('.md') && file !== 'README.md'))
      copyFileSync(join('content', name), join(cwd, 'content', name))
    writeFileSync(join(cwd, 'content', `${broken.slug}.md`), file)
    const out: string[] = []
    const context: CliContext = {
      cwd,
      client: () => Promise.reject(new Error('validate reaches no backend')),
      fetch: () => Promise.reject(new Error('validate reaches no network')),
      now: () => new Date(),
      out: (line) => out.push(line),
      err: () => {},
    }
    expect(() => validateCommand({ files: [`content/${broken.slug}.md`], json: true }, context)).toThrow(CliError)
    return JSON.parse(out.join('\n')) as { problems: CliCheck[]; advice: CliCheck[] }
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
}

const labels: Record<string, string> = {
  title: copy.fields.title,
  slug: copy.fields.slug,
  excerpt: copy.fields.excerpt,
  content: copy.fields.content,
  meta_description: copy.fields.metaDescription,
}

async function openNew() {
  const opened = await openAdmin(browser, '/admin/blog/new', { as: 'staff', viewport: { width: 1400, height: 1000 } })
  await publishButton(opened.page).waitFor()
  return opened
}

describe('the editor’s checks', () => {
  it('finds the same problems in the same broken post as axon-blog validate, at the same fields and places', async () => {
    const cli = validated()
    expect(cli.problems.map((check) => `${check.field}: ${check.message}`)).toEqual([
      `title: The post integration-maturity-model already has the title "Integration Maturity Model"`,
      expect.stringMatching(/^excerpt: excerpt contains a noncharacter \(U\+FFFF\)/),
      'content: Tables are not supported',
      'content: There is no post at /insights/no-such-post',
      'content: Image without alt text',
      "content: The article still holds the template's placeholder text",
    ])

    const { page, errors } = await openNew()
    try {
      const before = await postCount()
      await field(page, copy.fields.title).fill(broken.title)
      await field(page, copy.fields.slug).fill(broken.slug)
      await field(page, copy.fields.excerpt).fill(broken.excerpt)
      await field(page, copy.fields.content).fill(broken.body)
      // As the writer types, before any save: the body's problems and the title another post has.
      await expect.poll(() => messages(page, copy.fields.content)).toHaveLength(4)
      await expect.poll(() => messages(page, copy.fields.title)).toHaveLength(1)
      expect(await field(page, copy.fields.content).getAttribute('aria-invalid')).toBe('true')

      // Publish refuses, saves nothing, and the form's own check of the excerpt joins the rest.
      await publishButton(page).click()
      await expect.poll(() => messages(page, copy.fields.excerpt)).toHaveLength(1)
      expect(await publishDialog(page).count()).toBe(0)
      expect(await postCount()).toBe(before)

      const shown: string[] = []
      const places: string[] = []
      for (const [name, label] of Object.entries(labels)) {
        const { errors: fieldErrors, advice } = await shownAt(page, label)
        shown.push(...fieldErrors.map((error) => `${name}: ${error.message}`))
        expect(advice.map((entry) => entry.message)).toEqual(
          cli.advice.filter((check) => check.field === name).map((check) => check.message),
        )
        if (name === 'content') places.push(...fieldErrors.map((error) => error.at))
      }
      expect(shown.sort()).toEqual(cli.problems.map((check) => `${check.field}: ${check.message}`).sort())
      // The body's problems at the same places: the editor counts from the text's first line.
      expect(places).toEqual(
        cli.problems
          .filter((check) => check.field === 'content')
          .map((check) => copy.checks.at(check.line - bodyStartLine + 1, check.column)),
      )
      expect(sitePath(page.url())).toBe('/admin/blog/new')
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('shows a problem as it is typed, blocks Publish with the reason, takes the cursor to it, and lets Save Draft through', async () => {
    const slug = `checked-as-typed-${Date.now().toString(36)}`
    const { page, errors } = await openNew()
    try {
      await field(page, copy.fields.title).fill(`Checked as it is typed ${slug}`)
      await field(page, copy.fields.slug).fill(slug)
      await field(page, copy.fields.excerpt).fill(
        'A post whose text links to a post that does not exist, so it may be saved as a draft but not published.',
      )
      const text = field(page, copy.fields.content)
      await text.fill('## Sources\n\nSee [the API article](/insights/api-first-integration).\n')
      // A link to a post that exists is no problem, once the backend has said so or before.
      await expect.poll(() => messages(page, copy.fields.content)).toEqual([])
      await text.press('Control+End')
      await text.pressSequentially('And [this one](/insights/api-first-integratoin).')
      await expect
        .poll(() => shownAt(page, copy.fields.content))
        .toEqual({
          errors: [{ at: copy.checks.at(4, 5), message: 'There is no post at /insights/api-first-integratoin' }],
          advice: [],
        })

      // Publish says why it will not, and takes the cursor to the problem instead.
      const reason = page.locator(`[id="${await publishButton(page).getAttribute('aria-describedby')}"]`)
      expect(await reason.innerText()).toContain(copy.checks.blocked(1))
      await field(page, copy.fields.title).focus()
      await publishButton(page).click()
      await expect.poll(() => text.evaluate((area) => area === document.activeElement)).toBe(true)
      const caret = await text.evaluate((area: HTMLTextAreaElement) => area.selectionStart)
      expect((await text.inputValue()).slice(caret)).toMatch(/^\[this one\]/)
      expect(await publishDialog(page).count()).toBe(0)

      // Save Draft keeps the work, broken link and all.
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await expect
        .poll(async () => (await adminBackend().from('blog_posts').select('status').eq('slug', slug)).data)
        .toEqual([{ status: 'draft' }])

      // Fixed, the message goes at once; advice is shown apart and does not block: Publish asks as usual.
      await text.fill('### Sources first\n\nSee [the API article](/insights/api-first-integration).\n')
      await expect.poll(async () => (await shownAt(page, copy.fields.content)).errors).toEqual([])
      expect((await shownAt(page, copy.fields.content)).advice).toEqual([
        { at: copy.checks.at(1, 1), message: 'A ### subsection comes before any ## section' },
      ])
      expect(await publishButton(page).getAttribute('aria-describedby')).toBeNull()
      await publishButton(page).click()
      await publishDialog(page).waitFor()
      await page.keyboard.press('Escape')
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await adminBackend().from('blog_posts').delete().eq('slug', slug)
      await page.context().close()
    }
  })
})
