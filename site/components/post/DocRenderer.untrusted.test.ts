import { describe, expect, it } from 'vitest'
import { postLimits } from '../../lib/post/index.ts'
import { droppedNodeTypes } from './nodes/index.ts'
import { body, html, link, p, text } from './testing/trees.ts'

const notAvailable = '<p>Content not available.</p>'

describe('content that is missing or not a document', () => {
  it.each([
    null,
    undefined,
    'text',
    42,
    [],
    {},
    { type: 'doc' },
    { type: 'doc', content: 'x' },
    { type: 'paragraph', content: [text('x')] },
  ])('says the content is not available for %j', (doc) => {
    expect(html(doc)).toBe(notAvailable)
  })

  it('says so for a document with nothing to show', () => {
    expect(body()).toBe(notAvailable)
    expect(
      body(
        p(),
        p(text('')),
        { type: 'heading', attrs: { level: 2 } },
        { type: 'bulletList', content: [] },
        { type: 'table' },
      ),
    ).toBe(notAvailable)
  })
})

describe('node types the renderer does not draw', () => {
  it('skips unknown types and everything inside them', () => {
    const secret = { type: 'paragraph', content: [text('hidden words')] }
    const output = body(
      p(text('before')),
      { type: 'callout', content: [secret] },
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
      p(text('after')),
    )
    expect(output).toBe('<p>before</p><p>after</p>')
  })

  it('skips every type dropped on purpose', () => {
    for (const type of Object.keys(droppedNodeTypes)) {
      expect(body({ type, content: [p(text('inside'))] }, p(text('kept')))).toBe('<p>kept</p>')
    }
  })

  it('skips nodes out of place: text among blocks, blocks inside a paragraph, anything but items in a list', () => {
    const list = {
      type: 'bulletList',
      content: [p(text('not an item')), { type: 'listItem', content: [p(text('item'))] }],
    }
    const stray = body(text('loose'), p(p(text('nested')), text('ok')), list)
    expect(stray).toBe('<p>ok</p><ul><li><p>item</p></li></ul>')
  })

  it('finds no handler in the prototype of the handler tables', () => {
    expect(body({ type: 'constructor' }, { type: '__proto__' }, { type: 'toString' }, p(text('safe')))).toBe(
      '<p>safe</p>',
    )
  })
})

describe('malformed content', () => {
  it('ignores children that are not nodes, text that is not a string and marks that are not a list', () => {
    const junk = [1, null, 'str', [], { text: 'no type' }, { type: 'text' }, { type: 'text', text: 5 }]
    const paragraph = { type: 'paragraph', content: [...junk, text('ok'), { type: 'text', text: '!', marks: 'bold' }] }
    expect(
      body(0, null, undefined, true, paragraph, { type: 'heading', attrs: 'x', content: [text('Odd attrs')] }),
    ).toBe('<p>ok!</p><h2 id="odd-attrs">Odd attrs</h2>')
  })

  it('renders a list nested 10,000 deep without throwing, down to a fixed depth', () => {
    let node: unknown = p(text('bottom'))
    for (let level = 10_000; level > 0; level--)
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [p(text(`level ${level}`)), node] }] }
    const output = body(node, p(text('after')))
    const levels = output.split('<ul>').length - 1
    expect(levels).toBeGreaterThanOrEqual(12)
    expect(levels).toBeLessThan(40)
    expect(output).toContain(`<p>level ${levels}</p>`)
    expect(output).not.toContain(`level ${levels + 1}<`)
    expect(output.endsWith('<p>after</p>')).toBe(true)
  })

  it('renders a document from the deepest nesting the post format accepts in full', () => {
    let node: unknown = p(text('bottom'))
    for (let level = 0; level < postLimits.nestingDepth; level++)
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] }
    expect(body(node)).toContain('<p>bottom</p>')
  })
})

describe('characters that change how text is shown', () => {
  it('are left out of text, link text and titles, code, headings and images in a stored document', () => {
    const output = body(
      { type: 'heading', attrs: { level: 2 }, content: [text('\u001b[2KDone\u202e')] },
      p(
        text('Open '),
        text('invoice\u202efdp.exe', { type: 'link', attrs: { href: '/files', title: 'due\u2066 now' } }),
        text(' \u001b[32m✔', { type: 'code' }),
      ),
      { type: 'codeBlock', attrs: { language: null }, content: [text('echo \u0085ok\u0000')] },
      { type: 'image', attrs: { src: '/images/a.png', alt: 'A\u202a chart\u009b', title: 'Q\u20693\ud800' } },
    )
    expect(output).toBe(
      '<h2 id="2kdone">[2KDone</h2>' +
        '<p>Open <a href="/files/" title="due now">invoicefdp.exe</a><code> [32m✔</code></p>' +
        '<pre tabindex="0"><code>echo ok</code></pre>' +
        '<figure><img src="/images/a.png" alt="A chart" loading="lazy" decoding="async"/><figcaption>Q3\uFFFD</figcaption></figure>',
    )
  })

  it('drop a link whose target holds one, keeping its text', () => {
    expect(body(p(text('invoice\u202efdp.exe', link('https://example.com/invoice\u202efdp.exe'))))).toBe(
      '<p>invoicefdp.exe</p>',
    )
  })
})
