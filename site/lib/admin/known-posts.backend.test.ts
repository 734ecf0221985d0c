import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postRow, startWithActors, type Actors } from '../../../supabase/local/test-support.ts'
import { checkPost } from '../post/checks/index.ts'
import { knownPostsFor, linkedPostSlugs, titlePattern } from './known-posts.ts'

let actors: Actors
let editedId: string
beforeAll(async () => {
  actors = await startWithActors()
  const rows = Array.from({ length: 40 }, (_, index) =>
    postRow({ slug: `bulk-${index}`, title: `Bulk post ${index}`, status: index % 2 ? 'published' : 'draft' }),
  )
  rows.push(
    postRow({ slug: 'erp-guide', title: 'The ERP Guide', status: 'draft' }),
    postRow({ slug: 'percent-done', title: '100% done', status: 'draft' }),
    postRow({ slug: 'percent-near-miss', title: '100x done', status: 'draft' }),
  )
  const { data } = await actors.service.from('blog_posts').insert(rows).select('id, slug').throwOnError()
  editedId = data.find((row) => row.slug === 'erp-guide')!.id
})
afterAll(() => actors?.supabase.stop())

describe('linkedPostSlugs', () => {
  it('finds each post the body links to once, and nothing that cannot be a slug', () => {
    const markdown = [
      'See [one](/insights/erp-guide) and [again](/insights/erp-guide#part-2).',
      '[two](/insights/bulk-3/ "button") [list](/insights/page/2) [bad](/insights/Not_A_Slug)',
      '[elsewhere](https://example.com/insights/other) [page](/contact)',
    ].join('\n')
    expect(linkedPostSlugs(markdown)).toEqual(['erp-guide', 'bulk-3', 'page', 'other'])
  })
})

describe('knownPostsFor', () => {
  it('gives the posts at the linked slugs and those with the same title, drafts too, and no others', async () => {
    const known = await knownPostsFor(actors.staff, {
      slugs: ['bulk-3', 'bulk-4', 'no-such-post'],
      title: '  the erp GUIDE ',
    })
    expect(known.sort((a, b) => a.slug.localeCompare(b.slug))).toEqual([
      { slug: 'bulk-3', title: 'Bulk post 3' },
      { slug: 'bulk-4', title: 'Bulk post 4' },
      { slug: 'erp-guide', title: 'The ERP Guide' },
    ])
  })

  it('leaves out the post being edited, whose stored title is its own', async () => {
    expect(await knownPostsFor(actors.staff, { slugs: [], title: 'The ERP Guide', exceptId: editedId })).toEqual([])
  })

  it('matches a title with pattern characters as text: near misses come back, and the check tells them apart', async () => {
    expect(titlePattern(' 100% done_* ')).toBe('100_ done__')
    const known = await knownPostsFor(actors.staff, { slugs: [], title: '100x done' })
    expect(known.map((post) => post.slug).sort()).toEqual(['percent-near-miss'])
    const candidates = await knownPostsFor(actors.staff, { slugs: [], title: '100% done' })
    expect(candidates.map((post) => post.slug).sort()).toEqual(['percent-done', 'percent-near-miss'])
    const draft = { title: '100% done', slug: 'new-post', excerpt: 'x'.repeat(130), markdown: 'Text.\n' }
    expect(checkPost(draft, candidates).map((check) => check.message)).toEqual([
      'The post percent-done already has the title "100% done"',
    ])
  })

  it('asks for nothing when there is no link and no title', async () => {
    expect(await knownPostsFor(actors.staff, { slugs: [], title: ' ' })).toEqual([])
  })
})
