import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imagePolicy, storedWidths, variantFormats, variantPath } from '../site/lib/images/index.ts'
import { createServiceClient } from '../site/lib/supabase/service.ts'
import { localSupabaseUrl } from '../supabase/local/index.ts'
import { postRow } from '../supabase/local/test-support.ts'
import { postSource, startHarness, type Harness } from './__fixtures__/harness.ts'
import { listCommand } from './commands/list.ts'
import { newCommand } from './commands/new.ts'
import { publishCommand } from './commands/publish.ts'
import { pullCommand } from './commands/pull.ts'
import { deleteCommand, unpublishCommand } from './commands/status.ts'
import { uploadCommand } from './commands/upload.ts'
import { validateCommand } from './commands/validate.ts'
import { CliError } from './errors.ts'

let h: Harness
beforeEach(async () => {
  h = await startHarness()
})
afterEach(() => h.stop())

const rowOf = async (slug: string) =>
  (await h.service.from('blog_posts').select('*').eq('slug', slug).single().throwOnError()).data
/** The UTC day the database published a post on, as list shows it. */
const publishedDay = async (slug: string) => new Date((await rowOf(slug)).published_at!).toISOString().slice(0, 10)
const failure = async (promise: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (error) {
    if (error instanceof CliError) return error
    throw error
  }
  throw new Error('expected the command to fail')
}

describe('new', () => {
  it('writes a post from the template, which cannot go out untouched, and refuses to overwrite it', async () => {
    newCommand({ title: 'Integration for Growing Retailers' }, h.context)
    expect(h.out).toEqual(['content/integration-for-growing-retailers.md'])
    expect((await failure(() => validateCommand({ files: [] }, h.context))).exitCode).toBe(1)
    expect(h.out.slice(1, 3)).toEqual([
      expect.stringMatching(/^content\/integration-for-growing-retailers\.md:4:1 {2}excerpt {2}The excerpt is still/),
      expect.stringMatching(
        /^content\/integration-for-growing-retailers\.md:17:1 {2}content {2}The article still holds/,
      ),
    ])
    const error = await failure(() => newCommand({ title: 'Integration for growing retailers!' }, h.context))
    expect(error.message).toBe('content/integration-for-growing-retailers.md already exists.')
  })
})

describe('validate', () => {
  it('reports every problem in every file as file:line:col  field  message  (hint)', async () => {
    h.write('good.md', postSource('good'))
    h.write('bad-category.md', postSource('bad-category', { category: 'gardening' }))
    h.write('wrong-slug.md', postSource('another-slug'))
    h.write('html.md', postSource('html', {}, 'Text\n\n<script>alert(1)</script>\n'))
    const error = await failure(() => validateCommand({ files: [] }, h.context))
    expect(error.exitCode).toBe(1)
    expect(h.out.some((line) => /^content\/bad-category\.md:5:1 {2}category {2}.+/.test(line))).toBe(true)
    expect(h.out.some((line) => /^content\/wrong-slug\.md:\d+:\d+ {2}slug {2}.+\(.+\)$/.test(line))).toBe(true)
    expect(h.out.some((line) => /^content\/html\.md:11:1 {2}content {2}/.test(line))).toBe(true)
    expect(h.out.some((line) => line.startsWith('content/good.md'))).toBe(false)
  })
})

describe('a call to action', () => {
  it('in the Integration Maturity Model article is validated and published as a button block', async () => {
    // The article links to another post, which must exist for it to go out.
    for (const name of ['integration-maturity-model.md', 'api-first-integration.md'])
      h.write(name, readFileSync(join(import.meta.dirname, '..', 'content', name), 'utf8'))
    expect(validateCommand({ files: [] }, h.context)).toEqual({ valid: 2 })
    await publishCommand({ files: ['content/integration-maturity-model.md'] }, h.context)
    const { content } = await rowOf('integration-maturity-model')
    expect((content as { content: unknown[] }).content.at(-1)).toEqual({
      type: 'callToAction',
      attrs: { href: '/contact', text: 'Assess Your Integration Maturity' },
    })
  })

  it('counts its words, and is refused at its line and column when its target is not safe', async () => {
    h.write('ready.md', postSource('ready', {}, 'Ready?\n\n[Book a call](/contact "button")\n'))
    await publishCommand({ files: ['content/ready.md'] }, h.context)
    expect(await rowOf('ready')).toMatchObject({ word_count: 4 })
    h.write('unsafe.md', postSource('unsafe', {}, 'Ready?\n\n[Book a call](javascript:alert(1) "button")\n'))
    expect((await failure(() => validateCommand({ files: ['content/unsafe.md'] }, h.context))).exitCode).toBe(1)
    expect(h.out).toContainEqual(
      expect.stringMatching(
        /^content\/unsafe\.md:11:1 {2}content {2}Link target "javascript:alert\(1\)" is not allowed/,
      ),
    )
  })
})

describe('publish', () => {
  beforeEach(() => {
    h.write('first-post.md', postSource('first-post'))
    h.write('second-post.md', postSource('second-post', { tags: '[ERP, Integration]' }))
  })

  it('publishes every post, computing read time and word count, and a re-run changes nothing', async () => {
    const before = Date.now()
    const results = await publishCommand({ files: [], all: true }, h.context)
    expect(results.map((result) => [result.slug, result.action])).toEqual([
      ['first-post', 'created'],
      ['second-post', 'created'],
    ])
    const row = await rowOf('second-post')
    expect(row).toMatchObject({
      status: 'published',
      word_count: 12,
      read_time_minutes: 1,
      tags: ['ERP', 'Integration'],
      author_role: 'Founder & CEO/CTO',
    })
    // Stamped by the database as it published the post, not by this machine's clock.
    expect(Date.parse(row.published_at!)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(row.published_at!)).toBeLessThanOrEqual(Date.now() + 1000)
    expect(row.content).toMatchObject({ type: 'doc' })
    const again = await publishCommand({ files: [], all: true }, h.context)
    expect(again.map((result) => result.action)).toEqual(['unchanged', 'unchanged'])
    expect((await rowOf('second-post')).updated_at).toBe(row.updated_at)
  })

  it('keeps published_at from the first publish', async () => {
    await publishCommand({ files: ['content/first-post.md'] }, h.context)
    const first = (await rowOf('first-post')).published_at
    h.write('first-post.md', postSource('first-post', { title: 'A better title' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    await publishCommand({ files: ['content/first-post.md'] }, h.context)
    expect(await rowOf('first-post')).toMatchObject({ title: 'A better title', published_at: first })
  })

  it('shows field-by-field changes with --dry-run and changes nothing', async () => {
    await publishCommand({ files: [], all: true }, h.context)
    h.write('first-post.md', postSource('first-post', { title: 'Renamed', category: 'erp-modernization' }))
    h.out.length = 0
    const results = await publishCommand({ files: [], all: true, dryRun: true }, h.context)
    expect(results.map((result) => result.action)).toEqual(['would update', 'unchanged'])
    expect(h.out).toContain('    title: "Post first-post" → "Renamed"')
    expect(h.out).toContain('    category: "technical" → "erp-modernization"')
    expect((await rowOf('first-post')).title).toBe('Post first-post')
    h.out.length = 0
    await publishCommand({ files: ['content/first-post.md'], dryRun: true, json: true }, h.context)
    const [result] = JSON.parse(h.out.join('\n')) as { slug: string; action: string; changes: { field: string }[] }[]
    expect([result?.slug, result?.action, result?.changes.map((change) => change.field)]).toEqual([
      'first-post',
      'would update',
      ['title', 'category'],
    ])
  })

  it('is a usage error to name no posts, or posts and --all', async () => {
    expect((await failure(publishCommand({ files: [] }, h.context))).exitCode).toBe(2)
    expect((await failure(publishCommand({ files: ['content/first-post.md'], all: true }, h.context))).exitCode).toBe(2)
  })

  it('publishes nothing when any post is invalid', async () => {
    h.write('broken.md', postSource('broken', { category: 'nonsense' }))
    const error = await failure(publishCommand({ files: [], all: true }, h.context))
    expect(error.message).toMatch(/^Nothing was published/)
    expect((await h.service.from('blog_posts').select('slug')).data).toEqual([])
  })

  /** A service client whose connection drops on the `nth` insert into blog_posts and every one after, however often it is tried. */
  const droppingInsert = (nth: number) => {
    let inserts = 0
    return createServiceClient(
      { url: localSupabaseUrl, key: h.supabase.serviceRoleKey },
      {
        fetch: async (input, init) => {
          if (init?.method === 'POST' && String(input).includes('/rest/v1/blog_posts') && ++inserts >= nth)
            throw new TypeError('fetch failed: connection reset')
          return h.supabase.fetch(input, init)
        },
      },
    )
  }

  it('finishes the job when run again after an interruption', async () => {
    // first-post is live already, so the others go one by one; the connection drops on the last.
    await publishCommand({ files: ['content/first-post.md'] }, h.context)
    h.write('third-post.md', postSource('third-post'))
    const service = h.context.client
    const flaky = droppingInsert(2)
    h.context.client = async () => flaky
    await expect(publishCommand({ files: [], all: true }, h.context)).rejects.toThrow('fetch failed')
    expect((await h.service.from('blog_posts').select('slug').order('slug')).data).toEqual([
      { slug: 'first-post' },
      { slug: 'second-post' },
    ])
    h.context.client = service
    const rerun = await publishCommand({ files: [], all: true }, h.context)
    expect(rerun.map((result) => result.action)).toEqual(['unchanged', 'unchanged', 'created'])
  })

  it('publishes new posts in one write, all or none: an interruption leaves none, and a re-run makes them all', async () => {
    const service = h.context.client
    const flaky = droppingInsert(1)
    h.context.client = async () => flaky
    await expect(publishCommand({ files: [], all: true }, h.context)).rejects.toThrow('fetch failed')
    expect((await h.service.from('blog_posts').select('slug')).data).toEqual([])
    h.context.client = service
    const rerun = await publishCommand({ files: [], all: true }, h.context)
    expect(rerun.map((result) => [result.slug, result.action])).toEqual([
      ['first-post', 'created'],
      ['second-post', 'created'],
    ])
    expect(h.err).toContain('Publishing 2 new posts at once')
  })

  it('says how far it has come on the progress stream a caller gives, keeping the error stream for problems', async () => {
    const progress: string[] = []
    h.context.progress = (line) => progress.push(line)
    await publishCommand({ files: [], all: true }, h.context)
    h.write('third-post.md', postSource('third-post'))
    h.write('fourth-post.md', postSource('fourth-post'))
    await publishCommand({ files: [], all: true }, h.context)
    expect(progress).toEqual([
      'Publishing 2 new posts at once',
      '[1/4] first-post',
      '[2/4] fourth-post',
      '[3/4] second-post',
      '[4/4] third-post',
    ])
    expect(h.err).toEqual([])
  })

  it('goes post by post when a post is made at one of the slugs while it publishes the rest', async () => {
    // The browser admin creates second-post between this command's read and its write.
    const service = h.context.client
    let raced = false
    const racing = createServiceClient(
      { url: localSupabaseUrl, key: h.supabase.serviceRoleKey },
      {
        fetch: async (input, init) => {
          if (!raced && init?.method === 'POST' && String(input).includes('/rest/v1/blog_posts')) {
            raced = true
            await h.service
              .from('blog_posts')
              .insert(postRow({ website_code: 'axon', slug: 'second-post', title: 'Made in the admin' }))
              .throwOnError()
          }
          return h.supabase.fetch(input, init)
        },
      },
    )
    h.context.client = async () => racing
    const error = await failure(publishCommand({ files: [], all: true }, h.context))
    h.context.client = service
    expect(error.message).toMatch(/^second-post was changed in the browser admin \(or by another publish\) while/)
    expect(await rowOf('first-post')).toMatchObject({ status: 'published' })
    expect(await rowOf('second-post')).toMatchObject({ title: 'Made in the admin' })
  })

  it('refuses to overwrite a post edited in the browser until it is pulled or forced', async () => {
    await publishCommand({ files: [], all: true }, h.context)
    await h.service.from('blog_posts').update({ title: 'Edited in the admin' }).eq('slug', 'first-post').throwOnError()
    h.write(
      'first-post.md',
      postSource('first-post', { excerpt: 'A changed excerpt, long enough to be a real excerpt for this test post.' }),
    )
    const error = await failure(publishCommand({ files: ['content/first-post.md'] }, h.context))
    expect(error.message).toMatch(/^first-post was changed in the browser admin/)
    expect(error.hint).toContain('npx axon-blog pull first-post')
    expect((await rowOf('first-post')).title).toBe('Edited in the admin')

    await pullCommand({ posts: ['first-post'] }, h.context)
    expect(readFileSync(join(h.cwd, 'content', 'first-post.md'), 'utf8')).toContain('title: Edited in the admin')
    expect((await publishCommand({ files: ['content/first-post.md'] }, h.context))[0]?.action).toBe('unchanged')

    await h.service.from('blog_posts').update({ title: 'Edited again' }).eq('slug', 'first-post').throwOnError()
    expect((await publishCommand({ files: ['content/first-post.md'], force: true }, h.context))[0]?.action).toBe(
      'updated',
    )
    expect((await rowOf('first-post')).title).toBe('Edited in the admin')
  })

  it('treats a post created in the browser with the same slug as a conflict', async () => {
    await h.service
      .from('blog_posts')
      .insert({
        slug: 'first-post',
        title: 'Made in the admin',
        excerpt: 'x',
        author_name: 'A',
        author_role: 'B',
        category: 'technical',
      })
      .throwOnError()
    const error = await failure(publishCommand({ files: ['content/first-post.md'] }, h.context))
    expect(error.message).toMatch(/changed in the browser admin/)
  })
})

describe('unpublish, delete and list', () => {
  beforeEach(async () => {
    h.write('first-post.md', postSource('first-post'))
    await publishCommand({ files: [], all: true }, h.context)
    h.out.length = 0
  })

  it('unpublish makes the post a draft that anon no longer sees', async () => {
    await unpublishCommand({ post: 'content/first-post.md' }, h.context)
    expect((await rowOf('first-post')).status).toBe('draft')
    const anon = await h.supabase.fetch(`http://x/rest/v1/blog_posts?select=slug`, {
      headers: { apikey: h.supabase.anonKey },
    })
    expect(await anon.json()).toEqual([])
    expect((await failure(unpublishCommand({ post: 'no-such-post' }, h.context))).message).toBe(
      'There is no post no-such-post.',
    )
  })

  it('delete needs --yes without a terminal, asks with one, and deletes', async () => {
    const refused = await failure(deleteCommand({ post: 'first-post' }, h.context))
    expect([refused.exitCode, refused.hint]).toEqual([
      2,
      'Pass --yes to delete without asking: npx axon-blog delete first-post --yes',
    ])
    const questions: string[] = []
    h.context.confirm = async (question) => (questions.push(question), false)
    await failure(deleteCommand({ post: 'first-post' }, h.context))
    expect(questions).toEqual([
      'Are you sure you want to delete "Post first-post"? Its versions are kept: bring it back with npx axon-blog history first-post, then restore.',
    ])
    await deleteCommand({ post: 'first-post', yes: true }, h.context)
    expect((await h.service.from('blog_posts').select('slug')).data).toEqual([])
  })

  it('lists posts with status, date and category', async () => {
    await listCommand({}, h.context)
    expect(h.out).toEqual([`published  ${await publishedDay('first-post')}  technical  first-post  Post first-post`])
  })
})

describe('a post scheduled in its front matter', () => {
  const scheduled = () => postSource('later-post', { published_at: '2099-12-14T09:30:00Z' })

  it('is valid, published with its future date, and said to be scheduled', async () => {
    h.write('later-post.md', scheduled())
    expect(validateCommand({ files: [] }, h.context)).toEqual({ valid: 1 })
    h.out.length = 0
    const [result] = await publishCommand({ files: ['content/later-post.md'] }, h.context)
    expect(h.out).toEqual(['later-post  created, scheduled for 2099-12-14T09:30Z'])
    expect(result).toMatchObject({ action: 'created', scheduledFor: '2099-12-14T09:30:00.000Z' })
    expect(await rowOf('later-post')).toMatchObject({ status: 'published', published_at: '2099-12-14T09:30:00+00:00' })
    const anon = await h.supabase.fetch(`http://x/rest/v1/blog_posts?select=slug`, {
      headers: { apikey: h.supabase.anonKey },
    })
    expect(await anon.json()).toEqual([])
  })

  it('is listed as scheduled with the minute it goes live, in UTC, beside published posts', async () => {
    h.write('first-post.md', postSource('first-post'))
    h.write('later-post.md', scheduled())
    await publishCommand({ files: [], all: true }, h.context)
    h.out.length = 0
    await listCommand({}, h.context)
    expect(h.out).toEqual([
      'scheduled  2099-12-14T09:30Z  technical  later-post  Post later-post',
      `published  ${await publishedDay('first-post')}         technical  first-post  Post first-post`,
    ])
    h.out.length = 0
    await listCommand({ json: true }, h.context)
    expect(JSON.parse(h.out.join('\n'))).toMatchObject([
      { slug: 'later-post', status: 'published', scheduled: true },
      { slug: 'first-post', scheduled: false },
    ])
  })
})

describe('images', () => {
  // The policy's stored names: its prefix, its number of hex digits, WebP.
  const storedName = new RegExp(`posts/[0-9a-f]{${imagePolicy.storage.hexLength}}\\.webp`)
  const jpegWithGps = () =>
    sharp({ create: { width: imagePolicy.output.maxWidth * 2, height: 1200, channels: 3, background: '#1d4ed8' } })
      .withExif({
        IFD0: { Copyright: 'Test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .jpeg()
      .toBuffer()

  it('re-encodes a JPEG without its EXIF GPS data, bounded to the policy’s width, and uploads it once', async () => {
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    writeFileSync(join(h.cwd, 'photo.jpg'), original)
    const { url } = await uploadCommand({ image: 'photo.jpg' }, h.context)
    expect(url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:54321/storage/v1/object/public/blog-images/${storedName.source}$`),
    )
    const response = await h.supabase.fetch(url)
    expect([response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([
      imagePolicy.output.mimeType,
      `max-age=${imagePolicy.storage.cacheControl}`,
    ])
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
      'webp',
      imagePolicy.output.maxWidth,
      600,
      undefined,
    ])
    expect(h.err).toContain('Uploaded photo.jpg.')
    // Its variants, for the pages to offer browsers, at every width the image is wide enough for.
    const path = url.slice(url.indexOf('posts/'))
    const { data: set } = await h.service.from('blog_images').select('width, height, widths').eq('path', path).single()
    expect(set).toEqual({ width: imagePolicy.output.maxWidth, height: 600, widths: [...storedWidths] })
    for (const width of storedWidths)
      for (const format of variantFormats) {
        const variant = await h.supabase.fetch(variantPath(url, format, width))
        expect(variant.headers.get('content-type')).toBe(`image/${format}`)
        const { format: stored, width: storedWidth } = await sharp(Buffer.from(await variant.arrayBuffer())).metadata()
        expect([stored === 'heif' ? 'avif' : stored, storedWidth]).toEqual([format, width])
      }
    await uploadCommand({ image: 'photo.jpg' }, h.context)
    expect(h.err).toContain('photo.jpg was already uploaded; nothing to do.')
  })

  it('refuses SVG and files that are not images, whatever their name', async () => {
    writeFileSync(join(h.cwd, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    writeFileSync(join(h.cwd, 'notes.png'), 'just text pretending to be a PNG')
    expect((await failure(uploadCommand({ image: 'logo.svg' }, h.context))).hint).toMatch(/SVG/)
    expect((await failure(uploadCommand({ image: 'notes.png' }, h.context))).message).toBe(
      'notes.png is not a JPEG, PNG, WebP, AVIF or GIF image.',
    )
  })

  it('publishes a featured image and re-publishing uploads nothing new', async () => {
    writeFileSync(join(h.cwd, 'content', 'images', 'cover.jpg'), await jpegWithGps())
    h.write(
      'with-image.md',
      postSource('with-image', { featured_image: 'images/cover.jpg', featured_image_alt: 'A blue cover' }),
    )
    await publishCommand({ files: ['content/with-image.md'] }, h.context)
    const row = await rowOf('with-image')
    expect(row.featured_image_url).toMatch(new RegExp(`/blog-images/${storedName.source}$`))
    expect((await publishCommand({ files: ['content/with-image.md'] }, h.context))[0]?.action).toBe('unchanged')
    const { data: objects } = await h.service.from('blog_posts').select('featured_image_url')
    expect(objects).toHaveLength(1)
    const { data: sets } = await h.service.from('blog_images').select('path')
    expect(sets).toEqual([{ path: row.featured_image_url?.slice(row.featured_image_url.indexOf('posts/')) }])
    expect(existsSync(join(h.cwd, 'content', 'images', 'cover.jpg'))).toBe(true)
  })
})
