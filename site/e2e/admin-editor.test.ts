import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notSetUp } from '../../supabase/functions/request-rebuild/settings.ts'
import { editorCopy } from '../copy/admin-editor.ts'
import { liveCopy } from '../copy/admin-live.ts'
import { imagePolicy } from '../lib/images/index.ts'
import { authorFor, markdownToDoc } from '../lib/post/index.ts'
import type { BlogPostRow } from '../lib/supabase/database.types.ts'
import { adminBackend, giveFileAdminBackend, openAdmin, publishDialog, publishInEditor } from './admin-browser.ts'
import { axeViolations, launchBrowser, sitePath } from './browser.ts'

giveFileAdminBackend()

const copy = editorCopy
const uuid = /^\/admin\/blog\/edit\/([0-9a-f-]{36})$/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Every post a test makes is removed afterwards, by slug.
const made: string[] = []
afterAll(async () => {
  if (made.length > 0) await adminBackend().from('blog_posts').delete().in('slug', made)
})
const unique = (name: string) => {
  const slug = `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  made.push(slug)
  return slug
}

const everyNode = `Opening paragraph with **bold**, *italic*, \`code\` and a [link](https://example.com/guide).

## A section heading

### A sub-heading

- First bullet
- Second bullet
  1. Nested numbered item
  2. Another one

1. Ordered one
2. Ordered two

> A quoted line of wisdom.

\`\`\`ts
const answer = 42
\`\`\`

![A diagram of the hub](https://images.example.com/hub.png)

---

Line one\\
line two

[Talk to an architect](/contact "button")
`

async function row(slug: string): Promise<BlogPostRow> {
  const { data, error } = await adminBackend().from('blog_posts').select('*').eq('slug', slug).single()
  if (error) throw error
  return data
}

/** A stored post, arranged directly in the admin tests' backend. */
async function storedPost(slug: string, changes: Partial<BlogPostRow> = {}): Promise<BlogPostRow> {
  const { data, error } = await adminBackend()
    .from('blog_posts')
    .insert({
      // A title of its own: two posts with one title could not be published.
      title: `A stored post for the editor: ${slug}`,
      slug,
      excerpt: 'A stored post the editor tests open, change and save again.',
      content: markdownToDoc('Stored **text**.\n') as unknown as BlogPostRow['content'],
      author_name: authorFor('team').name,
      author_role: authorFor('team').role,
      category: 'technical',
      ...changes,
    })
    .select('*')
    .single()
  if (error) throw error
  return data
}

// A required field's label ends with an asterisk, hidden from screen readers.
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))

async function openEditor(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openAdmin(browser, path, { as: 'staff', viewport: { width: 1400, height: 1000 } })
  await opened.page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
  return opened
}

async function fillNew(
  page: Page,
  { title, slug, excerpt, content }: { title: string; slug: string; excerpt: string; content: string },
) {
  await field(page, copy.fields.title).fill(title)
  await field(page, copy.fields.slug).fill(slug)
  await field(page, copy.fields.excerpt).fill(excerpt)
  await field(page, copy.fields.content).fill(content)
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true })

/** The error a field shows under it (the element its aria-describedby names for errors), or null. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const ids = ((await field(page, label).getAttribute('aria-describedby')) ?? '').split(' ')
  const id = ids.find((name) => name.endsWith('-error'))
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}

const writingView = (page: Page) => page.getByRole('group', { name: copy.writing.label })
const showPreview = (page: Page) => writingView(page).getByRole('button', { name: copy.writing.preview }).click()
const showText = (page: Page) => writingView(page).getByRole('button', { name: copy.writing.write }).click()

const postCount = async () =>
  (await adminBackend().from('blog_posts').select('id', { count: 'exact', head: true })).count

describe('the post editor', () => {
  it('refuses to save without a title, excerpt and content, and saves nothing', async () => {
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      const before = (await adminBackend().from('blog_posts').select('id', { count: 'exact', head: true })).count
      await field(page, copy.fields.title).fill('Only a title')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.validation).waitFor()
      await toast(page, 'Title, excerpt, and content are required').waitFor()
      expect(await field(page, copy.fields.excerpt).getAttribute('aria-invalid')).toBe('true')
      expect((await adminBackend().from('blog_posts').select('id', { count: 'exact', head: true })).count).toBe(before)
      expect(sitePath(page.url())).toBe('/admin/blog/new')
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('refuses a title or meta title hiding a control or text-direction character at that field, and saves pasted body text without them', async () => {
    const slug = unique('hidden-characters')
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      const before = await postCount()
      await fillNew(page, {
        title: 'invoice\u202efdp.exe \u001b[2K',
        slug,
        excerpt: 'A post whose title hides characters that rewrite what is shown.',
        content: '',
      })
      await field(page, copy.fields.metaTitle).fill('Invoice \u001b[32m✔ paid')
      // Pasted text arrives as one insertion, as a paste does.
      await field(page, copy.fields.content).focus()
      await page.keyboard.insertText('Paid \u001b[32m✔ in full\u202e.\n\n```\nok\u0007\n```\n')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.validation).waitFor()
      const reason = 'remove it; such characters can rewrite what terminals and pages show'
      expect(await field(page, copy.fields.title).getAttribute('aria-invalid')).toBe('true')
      expect(await fieldError(page, copy.fields.title)).toBe(
        `title contains an invisible text-direction control (U+202E): ${reason}`,
      )
      expect(await fieldError(page, copy.fields.metaTitle)).toBe(
        `meta_title contains a control character (U+001B): ${reason}`,
      )
      expect(await fieldError(page, copy.fields.content)).toBeNull()
      expect(await postCount()).toBe(before)

      await field(page, copy.fields.title).fill('Invoice paid in full')
      await field(page, copy.fields.metaTitle).fill('')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.created).waitFor()
      const stored = await row(slug)
      expect(stored.title).toBe('Invoice paid in full')
      expect(stored.content).toEqual({
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Paid [32m✔ in full.' }] },
          { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'ok' }] },
        ],
      })
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('makes the slug from the title while new, creates a draft, moves to its edit address, and keeps tags and the author’s role', async () => {
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      await field(page, copy.fields.title).fill('Ledger Clean-Up: Before & After!')
      expect(await field(page, copy.fields.slug).inputValue()).toBe('ledger-clean-up-before-after')
      const slug = unique('ledger-clean-up')
      await field(page, copy.fields.slug).fill(slug)
      // A slug typed by hand stays, whatever the title does next.
      await field(page, copy.fields.title).fill('Ledger Clean-Up, Before and After')
      expect(await field(page, copy.fields.slug).inputValue()).toBe(slug)
      await field(page, copy.fields.excerpt).fill(
        'How a finance team cleaned its general ledger before moving to a new ERP, and what it saved them during cut-over.',
      )
      await field(page, copy.fields.content).fill('## Why it matters\n\nClean data moves **faster**.\n')
      await field(page, copy.fields.tags).fill(' ERP, , Finance ,Data ')
      await field(page, copy.fields.author).selectOption('ai-engineer')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.created).waitFor()
      await expect.poll(() => new URL(page.url()).pathname).toMatch(uuid)
      const stored = await row(slug)
      expect(new URL(page.url()).pathname).toBe(`/admin/blog/edit/${stored.id}`)
      expect(stored).toMatchObject({
        status: 'draft',
        published_at: null,
        tags: ['ERP', 'Finance', 'Data'],
        author_name: authorFor('ai-engineer').name,
        author_role: authorFor('ai-engineer').role,
        title: 'Ledger Clean-Up, Before and After',
      })
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(copy.headingEdit)
      // Reloading the edit address (a static host serves it through the 404 page) opens the same post.
      await page.reload()
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      expect(await field(page, copy.fields.slug).inputValue()).toBe(slug)
      expect(await field(page, copy.fields.tags).inputValue()).toBe('ERP, Finance, Data')
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('sets published_at the first time a post is published, keeps it after, and opens the article in a new tab', async () => {
    const slug = unique('published-at-rules')
    const post = await storedPost(slug)
    expect(post.published_at).toBeNull()
    const { page } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      const opened = page.context().waitForEvent('page')
      await publishInEditor(page)
      await toast(page, copy.toasts.updated).waitFor()
      expect(new URL((await opened).url()).pathname).toBe(`/insights/${slug}/`)
      const published = await row(slug)
      expect(published.status).toBe('published')
      expect(published.published_at).not.toBeNull()
      // Back to draft, then published again: the first publication date stays.
      await page.getByRole('button', { name: copy.unpublish.button }).click()
      await page
        .getByRole('dialog', { name: copy.unpublish.heading })
        .getByRole('button', { name: copy.unpublish.confirm })
        .click()
      await expect.poll(async () => (await row(slug)).status).toBe('draft')
      expect((await row(slug)).published_at).toBe(published.published_at)
      await publishInEditor(page)
      await expect.poll(async () => (await row(slug)).status).toBe('published')
      expect((await row(slug)).published_at).toBe(published.published_at)
    } finally {
      await page.context().close()
    }
  })

  it('schedules a post for a time chosen in the browser’s time zone, stores it in UTC, and says when it goes live', async () => {
    const slug = unique('scheduled-in-new-york')
    const opened = await openAdmin(browser, '/admin/blog/new', {
      as: 'staff',
      viewport: { width: 1400, height: 1000 },
      timezoneId: 'America/New_York',
    })
    const { page, errors } = opened
    try {
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      await fillNew(page, {
        title: 'A post for later',
        slug,
        excerpt: 'A post that goes live at a time chosen in the editor.',
        content: 'Later **text**.\n',
      })
      const publishAt = field(page, copy.fields.publishAt)
      expect(await publishAt.getAttribute('type')).toBe('datetime-local')
      await publishAt.fill('2099-12-14T09:30')
      await page.getByText(copy.fields.publishAtAhead('14 Dec 2099', '09:30', 'America/New_York')).waitFor()
      await publishInEditor(page)
      await toast(page, copy.toasts.created).waitFor()
      // 09:30 in New York in December is 14:30 UTC.
      expect(await row(slug)).toMatchObject({ status: 'published', published_at: '2099-12-14T14:30:00+00:00' })
      await page.getByText(copy.scheduled('14 Dec 2099', '09:30', 'America/New_York')).waitFor()
      // A scheduled post is not on the site yet: no article tab is opened.
      expect(page.context().pages()).toHaveLength(1)

      await page.reload()
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      expect(await field(page, copy.fields.publishAt).inputValue()).toBe('2099-12-14T09:30')
      await page.getByText(copy.scheduled('14 Dec 2099', '09:30', 'America/New_York')).waitFor()
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('refuses a Publish at time the clocks skip, on its field', async () => {
    const slug = unique('skipped-time')
    const { page } = await openAdmin(browser, '/admin/blog/new', {
      as: 'staff',
      viewport: { width: 1400, height: 1000 },
      timezoneId: 'Europe/London',
    })
    try {
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      const before = await postCount()
      await fillNew(page, {
        title: 'A post at a missing hour',
        slug,
        excerpt: 'A post whose publish time falls in the hour the clocks skip.',
        content: 'Text.\n',
      })
      await field(page, copy.fields.publishAt).fill('2099-03-29T01:30')
      await page.getByRole('button', { name: copy.publish, exact: true }).click()
      await toast(page, copy.toasts.validation).waitFor()
      // A publish that cannot be saved is not offered for confirmation.
      expect(await publishDialog(page).count()).toBe(0)
      expect(await fieldError(page, copy.fields.publishAt)).toBe(
        'Publish at 2099-03-29 01:30 does not exist in Europe/London: the clocks go forward then. Choose another time',
      )
      expect(await postCount()).toBe(before)
    } finally {
      await page.context().close()
    }
  })

  it('keeps every kind of block and mark through a load and a save, and previews them with the article renderer', async () => {
    const slug = unique('every-node')
    const doc = markdownToDoc(everyNode)
    const post = await storedPost(slug, { content: doc as unknown as BlogPostRow['content'] })
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      // Below the wide breakpoint the preview takes the text's place when asked for.
      await showPreview(page)
      const preview = page.getByRole('region', { name: copy.preview.heading })
      await preview.getByRole('heading', { level: 2, name: 'A section heading' }).waitFor()
      expect(await preview.locator('strong').first().textContent()).toBe('bold')
      expect(await preview.locator('blockquote').textContent()).toContain('A quoted line of wisdom.')
      expect(await preview.locator('pre code').textContent()).toContain('const answer = 42')
      expect(await preview.getByRole('img', { name: 'A diagram of the hub' }).count()).toBe(1)
      expect(await preview.getByRole('link', { name: 'link' }).getAttribute('href')).toBe('https://example.com/guide')
      expect(await preview.getByRole('link', { name: 'Talk to an architect' }).getAttribute('href')).toBe('/contact/')
      await showText(page)
      await field(page, copy.fields.title).fill('Every node, saved from the editor')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.updated).waitFor()
      const saved = await row(slug)
      expect(saved.title).toBe('Every node, saved from the editor')
      expect(saved.content).toEqual(doc)
      // The edit address comes through the host's 404 page, and the sample image's host does not exist.
      expect(errors.filter((error) => !/status of 404|ERR_NAME_NOT_RESOLVED/.test(error))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('brings back unsaved text after a reload, and can discard it', async () => {
    const slug = unique('unsaved-text')
    const post = await storedPost(slug)
    const { page } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      await field(page, copy.fields.content).fill('Stored **text**, and a sentence typed but never saved.\n')
      await page.getByText(copy.unsavedNote, { exact: true }).waitFor()
      page.once('dialog', (dialog) => void dialog.accept())
      await page.reload()
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      expect(await field(page, copy.fields.content).inputValue()).toContain('a sentence typed but never saved')
      await page
        .getByRole('note')
        .getByText(/were restored from this browser/)
        .waitFor()
      expect((await row(slug)).content).toEqual(post.content)
      await page.getByRole('button', { name: copy.draft.discard }).click()
      expect(await field(page, copy.fields.content).inputValue()).toBe('Stored **text**.\n')
      await page.reload()
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      expect(await page.getByText(/were restored from this browser/).count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const { page } = await openEditor('/admin/blog/new')
    try {
      await field(page, copy.fields.title).fill('Leaving soon')
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
      )
      await page.getByRole('link', { name: copy.back }).click()
      expect(await asked).toBe(copy.leaveConfirm)
      expect(sitePath(page.url())).toBe('/admin/blog/new')
      expect(await field(page, copy.fields.title).inputValue()).toBe('Leaving soon')
      // The admin's own header link asks too; saying yes leaves, and the text waits in this browser.
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('banner').getByRole('link', { name: 'Insights admin' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/blog/')
      await page.goto('/admin/blog/new')
      await expect.poll(() => field(page, copy.fields.title).inputValue()).toBe('Leaving soon')
    } finally {
      await page.context().close()
    }
  })

  it('will not overwrite a version someone else saved: it shows what changed, then overwrites or loads theirs as asked', async () => {
    const slug = unique('two-editors')
    const post = await storedPost(slug)
    const { page } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      // The command line (or another tab) saves first.
      await adminBackend().from('blog_posts').update({ title: 'Their title' }).eq('id', post.id).throwOnError()
      await field(page, copy.fields.excerpt).fill(
        'My excerpt, written while someone else changed the title of this same post.',
      )
      await page.getByRole('button', { name: copy.saveDraft }).click()
      const dialog = page.getByRole('dialog', { name: copy.conflict.heading })
      await dialog.waitFor()
      expect(await dialog.locator('dt').allTextContents()).toEqual(['Title'])
      expect(await dialog.locator('ins').textContent()).toBe('Their title')
      expect((await row(slug)).excerpt).toBe(post.excerpt)
      // Keep editing closes it; saving again asks again; overwriting saves mine over theirs.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await dialog.getByRole('button', { name: copy.conflict.overwrite }).click()
      await toast(page, copy.toasts.updated).waitFor()
      expect(await row(slug)).toMatchObject({
        title: post.title,
        excerpt: 'My excerpt, written while someone else changed the title of this same post.',
      })
      // Another change elsewhere; this time load theirs.
      await adminBackend().from('blog_posts').update({ title: 'Their second title' }).eq('id', post.id).throwOnError()
      await field(page, copy.fields.tags).fill('mine')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await dialog.getByRole('button', { name: copy.conflict.reload }).click()
      expect(await field(page, copy.fields.title).inputValue()).toBe('Their second title')
      expect(await field(page, copy.fields.tags).inputValue()).toBe('')
    } finally {
      await page.context().close()
    }
  })

  it('records the old address when a published post’s slug changes, for the next build to redirect', async () => {
    const slug = unique('renamed-post')
    const post = await storedPost(slug, { status: 'published', published_at: new Date().toISOString() })
    const { page } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      // An edited post keeps its slug when the title changes; the new slug is typed by hand.
      await field(page, copy.fields.title).fill('A renamed post')
      expect(await field(page, copy.fields.slug).inputValue()).toBe(slug)
      const renamed = unique('renamed-post-new')
      await field(page, copy.fields.slug).fill(renamed)
      // Save Draft on a live post asks first; keeping it live saves the change as published.
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await page.getByRole('button', { name: copy.liveDraft.keep.published }).click()
      await toast(page, copy.toasts.updated).waitFor()
      expect((await row(renamed)).status).toBe('published')
      const { data } = await adminBackend()
        .from('blog_post_redirects')
        .select('from_slug, to_slug')
        .eq('from_slug', slug)
        .throwOnError()
      expect(data).toEqual([{ from_slug: slug, to_slug: renamed }])
    } finally {
      await page.context().close()
    }
  })

  it('saves an uploaded featured image with its description, and asks for the description when it is missing', async () => {
    const slug = unique('with-an-image')
    const post = await storedPost(slug)
    const { page } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer()
      await page.getByLabel(/Upload image/).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
      await toast(page, 'Featured image uploaded!').waitFor()
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.validation).waitFor()
      await page
        .getByText(/describe the featured image/)
        .first()
        .waitFor()
      expect((await row(slug)).featured_image_url).toBeNull()
      await page.getByLabel(/Image description \(alt text\)/).fill('A plain blue cover')
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.updated).waitFor()
      const saved = await row(slug)
      expect(saved.featured_image_url).toMatch(
        new RegExp(`/storage/v1/object/public/blog-images/posts/[0-9a-f]{${imagePolicy.storage.hexLength}}\\.webp$`),
      )
      expect(saved.featured_image_alt).toBe('A plain blue cover')
      await showPreview(page)
      const preview = page.getByRole('region', { name: copy.preview.heading })
      expect(await preview.getByRole('img', { name: 'A plain blue cover' }).count()).toBe(1)
    } finally {
      await page.context().close()
    }
  })

  it('publishes a post that then appears on /insights', async () => {
    const slug = unique('published-from-the-admin')
    const { page } = await openEditor('/admin/blog/new')
    try {
      await fillNew(page, {
        title: 'Published from the browser admin',
        slug,
        excerpt:
          'An article written and published in the browser admin, which visitors then find in the Insights list without a new build.',
        content: 'Written in the **admin**.\n',
      })
      const opened = page.context().waitForEvent('page')
      await publishInEditor(page)
      await toast(page, copy.toasts.created).waitFor()
      const article = await opened
      await article.getByRole('heading', { level: 1, name: 'Published from the browser admin' }).waitFor()
      await article.goto('/insights')
      await expect
        .poll(() => article.getByRole('heading', { name: 'Published from the browser admin' }).count())
        .toBe(1)
    } finally {
      await page.context().close()
    }
  })

  it('says what to do when the backend refuses a save, and keeps the text', async () => {
    const taken = unique('slug-taken')
    await storedPost(taken)
    const { page } = await openEditor('/admin/blog/new')
    try {
      await fillNew(page, {
        title: 'A second post on a taken address',
        slug: taken,
        excerpt: 'A post whose address another post already has.',
        content: 'Kept **text**.\n',
      })
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, `Another post already uses the URL slug "${taken}". Change the slug and save again.`).waitFor()
      expect(sitePath(page.url())).toBe('/admin/blog/new')
      expect(await field(page, copy.fields.content).inputValue()).toBe('Kept **text**.\n')
      expect((await row(taken)).title).toBe(`A stored post for the editor: ${taken}`)
    } finally {
      await page.context().close()
    }
  })

  it('gives the text the column’s width at 1280 px, with the settings beside it and Write or Preview chosen from the keyboard', async () => {
    const { page, errors } = await openAdmin(browser, '/admin/blog/new', {
      as: 'staff',
      viewport: { width: 1280, height: 900 },
    })
    try {
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      const text = field(page, copy.fields.content)
      const box = (await text.boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(600)
      // The settings take a column of their own beside it, not the text's width.
      const settings = (await page.getByRole('complementary', { name: 'Post settings' }).boundingBox())!
      expect(settings.x).toBeGreaterThanOrEqual(box.x + box.width)
      // The featured image comes before the text, after the title, slug and excerpt.
      const image = (await page.getByRole('group', { name: 'Featured Image' }).boundingBox())!
      const excerpt = (await field(page, copy.fields.excerpt).boundingBox())!
      expect(image.y).toBeGreaterThan(excerpt.y)
      expect(image.y).toBeLessThan(box.y)

      const write = writingView(page).getByRole('button', { name: copy.writing.write })
      const preview = writingView(page).getByRole('button', { name: copy.writing.preview })
      expect(await write.getAttribute('aria-pressed')).toBe('true')
      expect(await preview.getAttribute('aria-pressed')).toBe('false')
      expect(await page.getByRole('region', { name: copy.preview.heading }).count()).toBe(0)

      await field(page, copy.fields.content).fill('## Seen in the preview\n\nText.\n')
      await write.focus()
      await page.keyboard.press('Tab')
      expect(await preview.evaluate((button) => button === document.activeElement)).toBe(true)
      await page.keyboard.press('Enter')
      expect(await preview.getAttribute('aria-pressed')).toBe('true')
      const region = page.getByRole('region', { name: copy.preview.heading })
      await region.getByRole('heading', { name: 'Seen in the preview' }).waitFor()
      expect(await text.isVisible()).toBe(false)
      expect(await axeViolations(page)).toEqual([])

      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Space')
      expect(await write.getAttribute('aria-pressed')).toBe('true')
      expect(await text.isVisible()).toBe(true)
      expect(await region.count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('sets the text and its preview side by side on a wide screen, with no Write or Preview to choose', async () => {
    const { page, errors } = await openAdmin(browser, '/admin/blog/new', {
      as: 'staff',
      viewport: { width: 1600, height: 900 },
    })
    try {
      await page.getByRole('button', { name: copy.publish, exact: true }).waitFor()
      expect(await writingView(page).count()).toBe(0)
      const text = (await field(page, copy.fields.content).boundingBox())!
      const preview = (await page.getByRole('region', { name: copy.preview.heading }).boundingBox())!
      expect(text.width).toBeGreaterThanOrEqual(540)
      expect(preview.x).toBeGreaterThanOrEqual(text.x + text.width)
      expect(Math.abs(preview.y - text.y)).toBeLessThan(100)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('takes a field’s message away as soon as the field is fixed, without another save', async () => {
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      await field(page, copy.fields.title).fill('Fixed as you go')
      await field(page, copy.fields.slug).fill('Not A Slug')
      await showPreview(page)
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await toast(page, copy.toasts.validation).waitFor()
      expect(await fieldError(page, copy.fields.excerpt)).toBe('Title, excerpt, and content are required')
      expect(await fieldError(page, copy.fields.content)).toBe('Title, excerpt, and content are required')
      expect(await fieldError(page, copy.fields.slug)).toMatch(/^slug may use only lower-case letters/)
      // The cursor goes to the first field to fix; the text, out of sight behind the preview, stays there.
      expect(await field(page, copy.fields.excerpt).evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await field(page, copy.fields.content).isVisible()).toBe(false)

      await field(page, copy.fields.excerpt).fill('An excerpt, typed after the save was refused.')
      expect(await fieldError(page, copy.fields.excerpt)).toBeNull()
      expect(await field(page, copy.fields.excerpt).getAttribute('aria-invalid')).toBeNull()
      expect(await fieldError(page, copy.fields.slug)).not.toBeNull()
      await field(page, copy.fields.slug).fill('not-a-slug')
      expect(await fieldError(page, copy.fields.slug)).toBeNull()

      // Saving again with the text still empty brings the text back into sight, with the cursor in it.
      await page.getByRole('button', { name: copy.saveDraft }).click()
      await expect.poll(() => field(page, copy.fields.content).isVisible()).toBe(true)
      expect(await field(page, copy.fields.content).evaluate((input) => input === document.activeElement)).toBe(true)
      await field(page, copy.fields.content).fill('Text at last.\n')
      expect(await fieldError(page, copy.fields.content)).toBeNull()
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('asks before publishing, saying what goes live, where and when; Escape and Cancel publish nothing', async () => {
    const slug = unique('asked-first')
    const post = await storedPost(slug, { title: 'Asked before it goes live' })
    const { page, errors } = await openAdmin(browser, `/admin/blog/edit/${post.id}`, {
      as: 'staff',
      viewport: { width: 1400, height: 1000 },
      timezoneId: 'Europe/London',
    })
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/blog_posts') && request.method() !== 'GET') writes.push(request.method())
    })
    try {
      const publish = page.getByRole('button', { name: copy.publish, exact: true })
      await publish.waitFor()
      const dialog = publishDialog(page)
      await publish.click()
      await dialog.waitFor()
      expect((await dialog.innerText()).replace(/\s+/g, ' ')).toContain(
        `${copy.publishDialog.post} Asked before it goes live ${copy.publishDialog.address} /insights/${slug} ${copy.publishDialog.when} ${copy.publishDialog.now}`,
      )
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await publish.evaluate((button) => button === document.activeElement)).toBe(true)

      await publish.click()
      await dialog.getByRole('button', { name: copy.publishDialog.cancel }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await publish.evaluate((button) => button === document.activeElement)).toBe(true)

      // A time ahead is said as it will be: the post is scheduled, not published now.
      await field(page, copy.fields.publishAt).fill('2099-12-14T09:30')
      await publish.click()
      expect(await dialog.innerText()).toContain(copy.publishDialog.at('14 Dec 2099', '09:30', 'Europe/London'))
      await dialog.getByRole('button', { name: copy.publishDialog.cancel }).click()
      expect(writes).toEqual([])
      expect(await row(slug)).toMatchObject({ status: 'draft', published_at: null })

      await field(page, copy.fields.publishAt).fill('')
      const opened = page.context().waitForEvent('page')
      await publish.click()
      await dialog.getByRole('button', { name: copy.publishDialog.confirm }).click()
      await toast(page, copy.toasts.updated).waitFor()
      await (await opened).close()
      expect((await row(slug)).status).toBe('published')
      // The edit address comes through the host's 404 page.
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('has no WCAG 2.2 A or AA violations found by axe-core', async () => {
    const { page } = await openEditor('/admin/blog/new')
    try {
      await fillNew(page, {
        title: 'Accessible editor',
        slug: 'accessible-editor',
        excerpt: 'Short.',
        content: '## Heading\n\nText.\n',
      })
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})

describe('taking a post off the site, saving with the keyboard, and previewing', () => {
  const live = async (name: string) =>
    storedPost(unique(name), { status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() })
  const published = (page: Page) => page.getByRole('button', { name: copy.publish, exact: true })
  const focused = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => element === document.activeElement)

  it('unpublishes a live post only once confirmed, saying what happens, and keeps its text as a draft', async () => {
    const post = await live('unpublished-on-purpose')
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    const writes: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/blog_posts') && request.method() !== 'GET') writes.push(request.method())
    })
    try {
      // A draft has no Unpublish; this post is live, so it has.
      const unpublish = page.getByRole('button', { name: copy.unpublish.button, exact: true })
      const dialog = page.getByRole('dialog', { name: copy.unpublish.heading })
      await unpublish.click()
      expect((await dialog.innerText()).replace(/\s+/g, ' ')).toContain(
        [copy.unpublish.leaves, copy.unpublish.notFound(post.slug), copy.unpublish.kept].join(' '),
      )
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await focused(unpublish)).toBe(true)
      await unpublish.click()
      await dialog.getByRole('button', { name: copy.unpublish.cancel }).click()
      expect(writes).toEqual([])
      expect((await row(post.slug)).status).toBe('published')

      // Unsaved changes stay in the editor, unsaved: the dialog says so.
      await field(page, copy.fields.excerpt).fill('An excerpt typed but not saved before the post was unpublished.')
      await unpublish.click()
      expect(await dialog.innerText()).toContain(copy.unpublish.unsaved)
      await dialog.getByRole('button', { name: copy.unpublish.confirm }).click()
      await toast(page, copy.unpublish.done).waitFor()
      const after = await row(post.slug)
      expect(after).toMatchObject({ status: 'draft', published_at: post.published_at, excerpt: post.excerpt })
      await expect.poll(() => unpublish.count()).toBe(0)
      await expect.poll(() => focused(published(page))).toBe(true)
      expect(await field(page, copy.fields.excerpt).inputValue()).toBe(
        'An excerpt typed but not saved before the post was unpublished.',
      )
      await page.getByText(copy.unsavedNote, { exact: true }).waitFor()
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('asks before Save Draft takes a live post off the site: Cancel saves nothing, keeping it live saves it published', async () => {
    const post = await live('kept-live')
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      await field(page, copy.fields.excerpt).fill('An excerpt changed on a live post, which should stay on the site.')
      const saveDraft = page.getByRole('button', { name: copy.saveDraft })
      const dialog = page.getByRole('dialog', { name: copy.liveDraft.heading.published })
      await saveDraft.click()
      expect(await dialog.innerText()).toContain(copy.liveDraft.lead.published)
      expect(await focused(dialog.getByRole('button', { name: copy.liveDraft.keep.published }))).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: copy.liveDraft.cancel }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await focused(saveDraft)).toBe(true)
      expect((await row(post.slug)).excerpt).toBe(post.excerpt)

      await saveDraft.click()
      const article = page.context().waitForEvent('page')
      await dialog.getByRole('button', { name: copy.liveDraft.keep.published }).click()
      await toast(page, copy.toasts.updated).waitFor()
      await (await article).close()
      expect(await row(post.slug)).toMatchObject({
        status: 'published',
        published_at: post.published_at,
        excerpt: 'An excerpt changed on a live post, which should stay on the site.',
      })
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('saves with Ctrl+S from anywhere in the form: a draft stays a draft, a live post asks to publish', async () => {
    const { page, errors } = await openEditor('/admin/blog/new')
    try {
      expect(await page.getByRole('button', { name: copy.saveDraft }).getAttribute('title')).toBe('Save Draft (Ctrl+S)')
      const slug = unique('saved-with-the-keyboard')
      await fillNew(page, {
        title: 'Saved with the keyboard',
        slug,
        excerpt: 'A post saved with Ctrl+S while the cursor was still in its text.',
        content: 'Typed, then saved without reaching for the mouse.\n',
      })
      await field(page, copy.fields.content).press('Control+s')
      await toast(page, copy.toasts.created).waitFor()
      expect(await row(slug)).toMatchObject({ status: 'draft', title: 'Saved with the keyboard' })
      expect(await field(page, copy.fields.content).evaluate((area) => area === document.activeElement)).toBe(true)

      await field(page, copy.fields.tags).fill('Keyboard')
      await field(page, copy.fields.tags).press('Control+s')
      await toast(page, copy.toasts.updated).waitFor()
      expect(await row(slug)).toMatchObject({ status: 'draft', tags: ['Keyboard'] })
      expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    } finally {
      await page.context().close()
    }

    const post = await live('live-and-saved-with-the-keyboard')
    const opened = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      expect(await published(opened.page).getAttribute('title')).toBe('Publish (Ctrl+S)')
      expect(await opened.page.getByRole('button', { name: copy.saveDraft }).getAttribute('title')).toBeNull()
      await field(opened.page, copy.fields.title).press('Control+s')
      const dialog = publishDialog(opened.page)
      await dialog.waitFor()
      await dialog.getByRole('button', { name: copy.publishDialog.cancel }).click()
      expect((await row(post.slug)).status).toBe('published')
    } finally {
      await opened.page.context().close()
    }
  })

  it('opens any saved post’s full preview in a new tab, published or not', async () => {
    const draft = await storedPost(unique('previewed-draft'))
    const { page } = await openEditor(`/admin/blog/edit/${draft.id}`)
    try {
      const preview = page.getByRole('link', { name: copy.preview.saved })
      expect(await preview.getAttribute('href')).toBe(`/preview/?post=${draft.id}`)
      expect(await preview.getAttribute('target')).toBe('_blank')
      await page.goto('/admin/blog/new')
      await published(page).waitFor()
      expect(await page.getByRole('link', { name: copy.preview.saved }).count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })

  it('tells a writer what a failed rebuild means for them, not how to set up the backend', async () => {
    const post = await storedPost(unique('rebuilds-not-set-up'))
    const { page, errors } = await openEditor(`/admin/blog/edit/${post.id}`)
    try {
      // The function's own answer while rebuilds are not set up.
      await page.route('**/functions/v1/request-rebuild', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, json: { error: notSetUp }, headers: { 'access-control-allow-origin': '*' } })
          : route.fallback(),
      )
      page.context().on('page', (article) => void article.close())
      await publishInEditor(page)
      const status = page.getByRole('region', { name: liveCopy.label }).getByRole('status')
      await expect
        .poll(() => status.innerText(), { timeout: 20_000 })
        .toBe(`${liveCopy.headlines.notLive}: ${liveCopy.notLive.trouble.notSetUp}`)
      const box = await page.getByRole('region', { name: liveCopy.label }).innerText()
      expect(box).not.toMatch(/supabase|secret|REBUILD_/i)
      // Asking again cannot help until whoever runs the site sets rebuilds up.
      expect(await page.getByRole('button', { name: liveCopy.retry }).count()).toBe(0)
      expect(errors.filter((error) => !/status of (404|503)/.test(error))).toEqual([])
    } finally {
      await page.context().close()
    }
  })
})
