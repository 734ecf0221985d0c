import { readFileSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { uploadImage } from '../../cli/images.ts'
import { localServiceRoleKey } from '../../supabase/local/index.ts'
import { matchPosts, searchIndexPath, type SearchEntry } from '../components/insights/search.ts'
import { consultationLink } from '../copy/navigation.ts'
import { variantPath } from '../lib/images/index.ts'
import type { Doc } from '../lib/post/index.ts'
import { createServiceClient } from '../lib/supabase/service.ts'
import { baseUrl, launchBrowser, mainText, openPage } from './browser.ts'
import { contentPosts } from './routes.ts'

const service = createServiceClient({ url: inject('supabaseUrl'), key: localServiceRoleKey })
const created: string[] = []

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  if (created.length > 0) await service.from('blog_posts').delete().in('slug', created)
})

/** Publishes a post straight into the backend, after the site was built. */
async function publishAfterBuild(
  slug: string,
  fields: {
    title: string
    content?: Doc | object
    featured?: boolean
    category?: string
    tags?: string[]
    image?: string
  },
) {
  const { error } = await service.from('blog_posts').insert({
    website_code: 'axon',
    slug,
    title: fields.title,
    excerpt: `${fields.title}: a post published after the site was built.`,
    content: (fields.content ?? {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Published after the build.' }] }],
    }) as never,
    author_name: 'Test Author',
    author_role: 'Team Member',
    category: fields.category ?? 'technical',
    tags: fields.tags ?? [],
    featured: fields.featured ?? false,
    featured_image_url: fields.image ?? null,
    featured_image_alt: fields.image ? 'A city at dusk' : null,
    status: 'published',
    published_at: new Date().toISOString(),
  })
  if (error) throw new Error(error.message)
  created.push(slug)
}

/** What sets a button apart from a link in running text, as the reader's browser draws it. */
const look = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element)
    const { backgroundColor, color, textDecorationLine, borderRadius, fontWeight } = style
    return { tag: element.tagName, backgroundColor, color, textDecorationLine, borderRadius, fontWeight }
  })

/** The search index the list fetches, read as the page's own origin serves it. */
const searchIndex = async (page: Page) =>
  ((await (await page.request.get(searchIndexPath)).json()) as { posts: SearchEntry[] }).posts

/** How many times the page has fetched the search index. */
const indexFetches = (page: Page) =>
  page.evaluate(
    (path) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === path).length,
    searchIndexPath,
  )

const cardTitles = (page: Page, section: string) =>
  page.locator(`section[aria-labelledby="${section}"] article h3`).allInnerTexts()
const byDate = [...contentPosts].sort((a, b) =>
  String(b.frontMatter.published_at).localeCompare(String(a.frontMatter.published_at)),
)

describe('the Insights list', () => {
  it('is prerendered with every published post, featured ones first, and works without JavaScript', async () => {
    const { page } = await openPage(browser, '/insights', { javaScriptEnabled: false })
    try {
      const featured = byDate.filter((post) => post.frontMatter.featured).map((post) => post.frontMatter.title)
      expect(await cardTitles(page, 'featured-heading')).toEqual(featured)
      expect(await cardTitles(page, 'latest-heading')).toEqual(
        byDate.filter((post) => !post.frontMatter.featured).map((post) => post.frontMatter.title),
      )
      expect(await page.getByLabel('Search articles').isDisabled()).toBe(true)
      // The chips need the script, as the search does: shown, but not offered until it runs.
      expect(await page.getByRole('button', { name: 'Data Integration' }).isDisabled()).toBe(true)
      // Every post fits on the list: no archive to lead to.
      expect(await page.getByRole('navigation', { name: 'Article archive' }).count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })

  it('shows cards with a category badge, at most three tags, a three-line excerpt, an en-US date and the read time', async () => {
    const { page } = await openPage(browser, '/insights')
    try {
      const post = contentPosts.find((candidate) => candidate.frontMatter.tags.length > 3)
      expect(post).toBeDefined()
      const card = page.locator('article', {
        has: page.getByRole('link', { name: post?.frontMatter.title, exact: true }),
      })
      expect(await card.getByRole('list', { name: 'Tags' }).locator('li').allInnerTexts()).toEqual(
        post?.frontMatter.tags.slice(0, 3),
      )
      expect(
        await card.locator('p.line-clamp-3').evaluate((element) => getComputedStyle(element).webkitLineClamp),
      ).toBe('3')
      const date = new Date(String(post?.frontMatter.published_at))
      expect(await card.locator('time').innerText()).toBe(
        date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      )
      expect(await card.innerText()).toMatch(/\d+ min read/)
      expect(await card.innerText()).toContain(String(post?.frontMatter.category).replace(/-/g, ' ').toUpperCase())
    } finally {
      await page.context().close()
    }
  })

  it('filters as you type and by category, hiding the featured section unless All and no search', async () => {
    const { page, errors } = await openPage(browser, '/insights')
    try {
      const search = page.getByLabel('Search articles')
      await expect.poll(() => search.isEnabled()).toBe(true)
      await search.fill('TALLY')
      const tally = matchPosts(await searchIndex(page), 'all', 'tally').map((post) => post.title)
      expect(tally.length).toBeGreaterThan(0)
      await expect
        .poll(() => cardTitles(page, 'latest-heading'))
        .toEqual(byDate.map((post) => post.frontMatter.title).filter((title) => tally.includes(title)))
      expect(await page.locator('#featured-heading').count()).toBe(0)
      await search.fill('xylophone quartet')
      await expect
        .poll(() => mainText(page))
        .toContain('No articles found. Try adjusting your filters or search query.')
      await search.fill('')
      await page.getByRole('button', { name: 'Data Integration' }).click()
      expect(await page.getByRole('button', { name: 'Data Integration' }).getAttribute('aria-pressed')).toBe('true')
      const integration = byDate
        .filter((post) => post.frontMatter.category === 'data-integration')
        .map((post) => post.frontMatter.title)
      await expect.poll(() => cardTitles(page, 'latest-heading')).toEqual(integration)
      expect(await page.locator('#featured-heading').count()).toBe(0)
      await page.getByRole('button', { name: 'All Articles' }).click()
      await expect.poll(() => page.locator('#featured-heading').count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('finds a post by a word of its body, fetching the search index only once the visitor searches', async () => {
    const { page, errors } = await openPage(browser, '/insights')
    try {
      const search = page.getByLabel('Search articles')
      await expect.poll(() => search.isEnabled()).toBe(true)
      expect(await indexFetches(page)).toBe(0)
      // A word of one post's body that nothing else a card shows, nor any other body, contains.
      const posts = await searchIndex(page)
      const cardText = (post: SearchEntry) => [post.title, post.excerpt, ...post.tags].join(' ').toLowerCase()
      const [post, word] =
        posts
          .flatMap((candidate) => candidate.words.split(' ').map((found) => [candidate, found] as const))
          .find(
            ([candidate, found]) =>
              !cardText(candidate).includes(found) &&
              posts.every((other) => other === candidate || !`${cardText(other)} ${other.words}`.includes(found)),
          ) ?? []
      expect(word).toBeDefined()
      await search.fill(word!.toUpperCase())
      await expect.poll(() => cardTitles(page, 'latest-heading')).toEqual([post!.title])
      expect(await indexFetches(page)).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('keeps the posts it was built with when the backend cannot be reached, after retrying', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() })
    try {
      const attempts: number[] = []
      await context.route(`${inject('supabaseUrl')}/rest/v1/**`, (route) => {
        attempts.push(performance.now())
        return route.abort('connectionrefused')
      })
      const page = await context.newPage()
      const logged: string[] = []
      page.on('console', (message) => logged.push(message.text()))
      await page.goto('/insights')
      await expect
        .poll(() => logged.some((line) => line.includes('Could not refresh the articles')), { timeout: 20_000 })
        .toBe(true)
      // One request and three retries, at least 1 s, 2 s and 4 s after the failure before them.
      expect(attempts).toHaveLength(4)
      const gaps = attempts.slice(1).map((at, index) => at - (attempts[index] ?? at))
      gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(1000 * 2 ** index))
      expect(
        (await cardTitles(page, 'featured-heading')).length + (await cardTitles(page, 'latest-heading')).length,
      ).toBe(contentPosts.length)
    } finally {
      await context.close()
    }
  })

  it('refreshes from the backend: a post published after the build appears in the list, and the featured section keeps to two', async () => {
    await publishAfterBuild('published-after-the-build', { title: 'Published After the Build', featured: true })
    const { page } = await openPage(browser, '/insights')
    try {
      await expect.poll(() => cardTitles(page, 'featured-heading')).toHaveLength(2)
      await expect
        .poll(async () => [
          ...(await cardTitles(page, 'featured-heading')),
          ...(await cardTitles(page, 'latest-heading')),
        ])
        .toContain('Published After the Build')
    } finally {
      await page.context().close()
    }
  })

  it('shows a post published after the build with its image variants, read by the list in the browser', async () => {
    const { url } = await uploadImage(service, readFileSync('site/public/videos/hero-poster.webp'), 'dusk.webp')
    await publishAfterBuild('photograph-after-the-build', { title: 'A Photograph After the Build', image: url })
    const { page } = await openPage(browser, '/insights')
    try {
      const card = page.locator('article:has(a[href="/insights/photograph-after-the-build/"])')
      await card.waitFor()
      expect(await card.locator('picture source[type="image/avif"]').getAttribute('srcset')).toContain(
        `${variantPath(url, 'avif', 400)} 400w`,
      )
      expect(await card.locator('picture img').getAttribute('loading')).toBe('lazy')
    } finally {
      await page.context().close()
    }
  })
})

const everyNode: Doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'A Section Heading' }] },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'A Subsection Heading' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plain, ' },
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'code', marks: [{ type: 'code' }] },
        { type: 'text', text: ', ' },
        { type: 'text', text: 'a page of the site', marks: [{ type: 'link', attrs: { href: '/contact' } }] },
        { type: 'text', text: ', ' },
        {
          type: 'text',
          text: 'another site',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/report' } }],
        },
        { type: 'text', text: ' and ' },
        {
          type: 'text',
          text: 'a trap',
          marks: [{ type: 'link', attrs: { href: 'javascript:alert(document.cookie)' } }],
        },
        { type: 'hardBreak' },
        { type: 'text', text: 'After a line break.' },
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First bullet' }] }] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Third step' }] }] },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A quoted remark.' }] }] },
    { type: 'codeBlock', attrs: { language: 'sql' }, content: [{ type: 'text', text: 'select 1;' }] },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/og-image.jpg', alt: 'The Axon Intelligence card', title: 'Our card' } },
    { type: 'callToAction', attrs: { href: '/contact', text: 'Talk to an architect' } },
    { type: 'table', content: [{ type: 'text', text: 'An unknown node type' }] } as never,
  ],
}

describe('an article', () => {
  it('renders every node type of a post published after the build, at its own URL, and leaves a javascript: link inert', async () => {
    await publishAfterBuild('every-node-type', { title: 'Every Node Type', content: everyNode })
    const { page, errors } = await openPage(browser, '/insights/every-node-type')
    try {
      await page.locator('h1', { hasText: 'Every Node Type' }).waitFor()
      const body = page.locator('article')
      expect(await body.locator('h2').first().innerText()).toBe('A Section Heading')
      expect(await body.locator('h3').first().innerText()).toBe('A Subsection Heading')
      expect(await body.locator('strong').first().innerText()).toBe('bold')
      expect(await body.locator('em').first().innerText()).toBe('italic')
      expect(await body.locator('p code').first().innerText()).toBe('code')
      expect(await body.getByRole('link', { name: 'a page of the site' }).getAttribute('href')).toBe('/contact/')
      const external = body.getByRole('link', { name: 'another site' })
      expect([await external.getAttribute('target'), await external.getAttribute('rel')]).toEqual([
        '_blank',
        'noopener noreferrer',
      ])
      expect(await body.getByRole('link', { name: 'a trap' }).count()).toBe(0)
      expect(await body.getByText('a trap').count()).toBe(1)
      expect(await body.locator('br').count()).toBeGreaterThan(0)
      expect(await body.locator('ul li').first().innerText()).toBe('First bullet')
      expect(await body.locator('ol').getAttribute('start')).toBe('3')
      expect(await body.locator('blockquote').innerText()).toBe('A quoted remark.')
      expect(await body.locator('pre code').innerText()).toBe('select 1;')
      expect(await body.locator('hr').count()).toBe(1)
      expect(await body.getByRole('img', { name: 'The Axon Intelligence card' }).getAttribute('src')).toBe(
        '/og-image.jpg',
      )
      expect(await body.getByRole('link', { name: 'Talk to an architect' }).getAttribute('href')).toBe('/contact/')
      expect(await page.locator('main').innerText()).not.toContain('An unknown node type')
      expect(await page.title()).toBe('Every Node Type | Axon Intelligence')
      // The host answers a path it has no page for with 404.html and status 404, which Chromium reports.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('is prerendered with its details, structured data, related posts and a share button that copies the link', async () => {
    const post = contentPosts.find((candidate) => candidate.frontMatter.slug === 'integration-maturity-model')
    const { page, errors } = await openPage(browser, '/insights/integration-maturity-model', {
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    try {
      expect(await page.locator('h1').innerText()).toBe(post?.frontMatter.title)
      expect(await page.getByRole('link', { name: 'Back to Insights' }).first().getAttribute('href')).toBe('/insights/')
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article')
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']))
      expect(types).toEqual(['BlogPosting', 'BreadcrumbList'])
      // The closing call to action is a link drawn as the site's primary button, like the header's.
      const callToAction = page.locator('main').getByRole('link', { name: 'Assess Your Integration Maturity' })
      expect(await callToAction.getAttribute('href')).toBe('/contact/')
      const primary = page.locator('header').getByRole('link', { name: consultationLink.label, includeHidden: true })
      expect(await look(callToAction)).toEqual(await look(primary.first()))
      expect(await look(callToAction)).toMatchObject({
        tag: 'A',
        color: 'rgb(255, 255, 255)',
        textDecorationLine: 'none',
      })
      const related = await page.locator('section[aria-labelledby="related-heading"] article h3').allInnerTexts()
      const sameCategory = contentPosts
        .filter((candidate) => candidate.frontMatter.category === post?.frontMatter.category && candidate !== post)
        .map((candidate) => candidate.frontMatter.title)
      expect(related.length).toBeLessThanOrEqual(3)
      expect(related.sort()).toEqual(sameCategory.sort().slice(0, 3))
      // Headless Chromium on Linux has no native share sheet, so the button copies the link.
      await page.getByRole('button', { name: 'Share' }).click()
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
      expect(errors).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it('says when an article does not exist', async () => {
    const { page } = await openPage(browser, '/insights/no-such-article')
    try {
      await page.getByRole('heading', { name: 'Article Not Found' }).waitFor()
      expect(await mainText(page)).toContain("The article you're looking for doesn't exist.")
      expect(await page.getByRole('link', { name: 'Back to Insights' }).getAttribute('href')).toBe('/insights/')
    } finally {
      await page.context().close()
    }
  })
})
