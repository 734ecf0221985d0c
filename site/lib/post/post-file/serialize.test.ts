import { describe, expect, it } from 'vitest'
import { newPostFile, parsePostFile, serializePostFile } from '../files.ts'
import { postFrontMatterSchema } from '../index.ts'

describe('serializePostFile', () => {
  it('writes the fields in a stable order, leaving out empty tags and unset fields', () => {
    const frontMatter = postFrontMatterSchema.parse({
      published_at: '2025-10-13',
      tags: [],
      excerpt: 'Summary: with a colon',
      slug: 'a-post',
      title: '#1 "quoted" title',
      featured_image: 'images/cover.jpg',
      featured_image_alt: 'A cover',
    })
    expect(serializePostFile(frontMatter, '\n\nBody text.\n\n\n')).toBe(
      [
        '---',
        `title: '#1 "quoted" title'`,
        'slug: a-post',
        'excerpt: "Summary: with a colon"',
        'category: technical',
        'author: founder',
        'featured: false',
        'featured_image: images/cover.jpg',
        'featured_image_alt: A cover',
        'published_at: 2025-10-13T00:00:00.000Z',
        '---',
        '',
        'Body text.',
        '',
      ].join('\n'),
    )
  })
})

describe('newPostFile', () => {
  it('writes the default new post with the title, a slug from it and a body that teaches the format', () => {
    const { slug, source } = newPostFile('Why ERP Projects Stall — and How to Fix Them', 'ai-engineer')
    expect(slug).toBe('why-erp-projects-stall-and-how-to-fix-them')
    const result = parsePostFile(source, `${slug}.md`)
    if (!result.ok) throw new Error(JSON.stringify(result.problems))
    expect(result.post.frontMatter).toEqual({
      title: 'Why ERP Projects Stall — and How to Fix Them',
      slug,
      excerpt: expect.stringMatching(/^Replace this sentence/),
      category: 'technical',
      tags: [],
      author: 'ai-engineer',
      featured: false,
    })
    expect(result.post.doc.content.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'bulletList',
      'paragraph',
    ])
  })

  it('defaults to the founder and gives an empty slug for a title without letters or digits', () => {
    expect(newPostFile('Hello').source).toContain('author: founder')
    expect(newPostFile('!!!').slug).toBe('')
  })
})
