import { describe, expect, it } from 'vitest'
import { docSchema, markdownToDoc } from './index.ts'

const paragraph = (content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] })

describe('docSchema', () => {
  it('accepts what markdownToDoc produces', () => {
    const doc = markdownToDoc(
      '## Hi\n\nSome **bold** [link](/x "t").\n\n- a\n\n> q\n\n```js\nx\n```\n\n![Alt](images/a.png)\n\n---\n\n[Go](/contact "button")',
    )
    expect(docSchema.parse(doc)).toEqual(doc)
  })

  it.each([
    [
      'an unsafe link',
      paragraph([{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }]),
    ],
    ['an unknown node type', { type: 'doc', content: [{ type: 'table', content: [] }] }],
    ['an unknown mark', paragraph([{ type: 'text', text: 'x', marks: [{ type: 'underline' }] }])],
    ['an extra attribute', paragraph([{ type: 'text', text: 'x', style: 'color:red' }])],
    ['empty text', paragraph([{ type: 'text', text: '' }])],
    ['a repeated mark', paragraph([{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'bold' }] }])],
    ['a heading of level 1', { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 } }] }],
    [
      'an image without alt text',
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'images/a.png', alt: ' ' } }] },
    ],
    [
      'an image whose alt text is only control characters',
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'images/a.png', alt: '\u202e\u001b ' } }] },
    ],
    [
      'a link target with a text-direction control',
      paragraph([{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '/invoice\u202efdp.exe' } }] }]),
    ],
    [
      'an image from another scheme',
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:image/png;base64,AA', alt: 'a' } }] },
    ],
    [
      'a language that is not a name',
      { type: 'doc', content: [{ type: 'codeBlock', attrs: { language: '"><script>' } }] },
    ],
    [
      'a call to action to an unsafe target',
      { type: 'doc', content: [{ type: 'callToAction', attrs: { href: 'javascript:alert(1)', text: 'Go' } }] },
    ],
    [
      'a call to action without text',
      { type: 'doc', content: [{ type: 'callToAction', attrs: { href: '/contact', text: ' \u202e' } }] },
    ],
    [
      'a call to action with content instead of text',
      {
        type: 'doc',
        content: [{ type: 'callToAction', attrs: { href: '/contact' }, content: [{ type: 'text', text: 'Go' }] }],
      },
    ],
    ['not a document', { type: 'paragraph' }],
    ['too many nodes', { type: 'doc', content: Array.from({ length: 20_001 }, () => ({ type: 'horizontalRule' })) }],
  ])('rejects %s', (_name, value) => {
    expect(docSchema.safeParse(value).success).toBe(false)
  })
})
