import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { createPageCss } from '../../../scripts/build/page-css.ts'
import { docToHtml } from './doc-html.ts'
import { body, link, p, text } from './testing/trees.ts'

const item = (...content: unknown[]) => ({ type: 'listItem', content })

describe('blocks', () => {
  it('renders paragraphs, quotes and rules', () => {
    expect(body(p(text('One')), { type: 'horizontalRule' }, { type: 'blockquote', content: [p(text('Quoted'))] })).toBe(
      '<p>One</p><hr/><blockquote><p>Quoted</p></blockquote>',
    )
  })

  it('renders level 2 and 3 headings, and any other or missing level as a section heading', () => {
    const heading = (level: unknown, words: string) => ({ type: 'heading', attrs: { level }, content: [text(words)] })
    expect(
      body(heading(2, 'Why'), heading(3, 'How'), heading(1, 'One'), heading(4, 'Four'), {
        type: 'heading',
        content: [text('Bare')],
      }),
    ).toBe(
      '<h2 id="why">Why</h2><h3 id="how">How</h3><h2 id="one">One</h2><h2 id="four">Four</h2><h2 id="bare">Bare</h2>',
    )
  })

  it('gives headings ids unique within the document, never one the layout uses', () => {
    const heading = (words: string) => ({ type: 'heading', attrs: { level: 2 }, content: [text(words)] })
    expect(
      body(heading('Next steps'), heading('Next steps'), heading('Next steps 1'), heading('Main'), heading('¿¿')),
    ).toBe(
      '<h2 id="next-steps">Next steps</h2><h2 id="next-steps-1">Next steps</h2><h2 id="next-steps-1-1">Next steps 1</h2>' +
        '<h2 id="main-1">Main</h2><h2 id="section">¿¿</h2>',
    )
  })

  it('renders bullet and numbered lists, with the first number when it is not 1', () => {
    expect(body({ type: 'bulletList', content: [item(p(text('a'))), item(p(text('b')))] })).toBe(
      '<ul><li><p>a</p></li><li><p>b</p></li></ul>',
    )
    expect(body({ type: 'orderedList', attrs: { start: 3 }, content: [item(p(text('c')))] })).toBe(
      '<ol start="3"><li><p>c</p></li></ol>',
    )
    expect(body({ type: 'orderedList', content: [item(p(text('d')))] })).toBe('<ol><li><p>d</p></li></ol>')
    expect(body({ type: 'orderedList', attrs: { start: '3' }, content: [item(p(text('e')))] })).toBe(
      '<ol><li><p>e</p></li></ol>',
    )
  })

  it('renders a code block with its language, escaped and keyboard-scrollable', () => {
    const code = (language: unknown) => ({ type: 'codeBlock', attrs: { language }, content: [text('if (a < b) {}\n')] })
    expect(body(code('ts'))).toBe('<pre tabindex="0"><code data-language="ts">if (a &lt; b) {}\n</code></pre>')
    expect(docToHtml({ type: 'doc', content: [code('ts')] })).toContain('<code class="language-ts" data-language="ts">')
    expect(body(code(null))).toBe('<pre tabindex="0"><code>if (a &lt; b) {}\n</code></pre>')
    expect(body(code('x" onload="y'))).toBe('<pre tabindex="0"><code>if (a &lt; b) {}\n</code></pre>')
  })

  it('renders an image in a figure with its alt text and its title as caption', () => {
    const image = (attrs: object) => ({ type: 'image', attrs })
    expect(body(image({ src: 'https://cdn.example.com/a.png', alt: 'A diagram', title: 'Figure 1' }))).toBe(
      '<figure><img src="https://cdn.example.com/a.png" alt="A diagram" loading="lazy" decoding="async"/><figcaption>Figure 1</figcaption></figure>',
    )
    expect(body(image({ src: '/images/b.png' }))).toBe(
      '<figure><img src="/images/b.png" alt="" loading="lazy" decoding="async"/></figure>',
    )
  })

  it('skips an image whose source is not an http(s) URL or a site path', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      'images/a.png',
      '#top',
      42,
      undefined,
    ]) {
      expect(body({ type: 'image', attrs: { src, alt: 'x' } }, p(text('after')))).toBe('<p>after</p>')
    }
  })
})

describe('a call to action', () => {
  const cta = (attrs: object) => ({ type: 'callToAction', attrs })

  it('renders a link with its text, in a paragraph of its own; an absolute http(s) one opens in a new tab', () => {
    expect(body(p(text('Ready?')), cta({ href: '/contact', text: 'Assess Your Integration Maturity' }))).toBe(
      '<p>Ready?</p><p><a href="/contact/">Assess Your Integration Maturity</a></p>',
    )
    expect(body(cta({ href: 'https://example.com/a', text: 'Read more' }))).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">Read more</a></p>',
    )
  })

  it("is styled as the site's primary button, not as an underlined link, and wraps on a narrow screen", () => {
    const link = /<a [^>]*class="([^"]*)"/.exec(
      docToHtml({ type: 'doc', content: [cta({ href: '/contact', text: 'Go' })] }),
    )
    const classes = link?.[1]?.split(' ') ?? []
    // The site's button classes (components.css), the primary one, wrapping however long its words.
    expect(classes).toEqual(expect.arrayContaining(['btn', 'btn-primary', 'whitespace-normal']))
    expect(classes).not.toContain('underline')
  })

  it('is skipped when its href is not safe or it has no text to show', () => {
    for (const attrs of [
      { href: 'javascript:alert(1)', text: 'Go' },
      { href: '//evil.example', text: 'Go' },
      { href: 42, text: 'Go' },
      { href: '/contact', text: ' \u202e' },
      { href: '/contact' },
      {},
    ]) {
      expect(body(cta(attrs), p(text('after')))).toBe('<p>after</p>')
    }
  })
})

describe('inline content', () => {
  it('renders bold, italic, code and line breaks', () => {
    expect(
      body(
        p(
          text('a', { type: 'bold' }),
          text('b', { type: 'italic' }),
          text('c', { type: 'code' }),
          { type: 'hardBreak' },
          text('d'),
        ),
      ),
    ).toBe('<p><strong>a</strong><em>b</em><code>c</code><br/>d</p>')
  })

  it('nests marks in a fixed order, each kind once, and ignores unknown marks', () => {
    const marks = [
      link('/x'),
      { type: 'italic' },
      { type: 'bold' },
      { type: 'bold' },
      { type: 'code' },
      { type: 'strike' },
      7,
      null,
    ]
    expect(body(p(text('all', ...marks)))).toBe('<p><a href="/x/"><strong><em><code>all</code></em></strong></a></p>')
  })

  it('opens absolute http(s) links in a new tab, and site, fragment, mailto and tel links in place', () => {
    expect(body(p(text('out', link('https://example.com/a'))))).toBe(
      '<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">out</a></p>',
    )
    expect(body(p(text('out', link('HTTP://example.com'))))).toContain('target="_blank"')
    for (const href of ['/contact/', '#why', 'mailto:hello@example.com', 'tel:+15550100']) {
      expect(body(p(text('in', link(href))))).toBe(`<p><a href="${href}">in</a></p>`)
    }
  })

  it('links a page of the site at its address, with the slash, keeping the query and the fragment', () => {
    const links = [
      ['/contact', '/contact/'],
      ['/contact#form', '/contact/#form'],
      ['/insights/a?x=1', '/insights/a/?x=1'],
      ['/insights/rss.xml', '/insights/rss.xml'],
      ['/', '/'],
    ]
    for (const [written, rendered] of links)
      expect(body(p(text('in', link(written ?? ''))))).toBe(`<p><a href="${rendered}">in</a></p>`)
  })

  it('renders a link with an unsafe href as its plain text', () => {
    const unsafe = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      '//evil.example',
      42,
    ]
    for (const href of unsafe) {
      expect(body(p(text('click', { type: 'link', attrs: { href } }, { type: 'bold' })))).toBe(
        '<p><strong>click</strong></p>',
      )
    }
    expect(body(p(text('click', { type: 'link' })))).toBe('<p>click</p>')
  })

  it('escapes text, so content can never inject HTML', () => {
    expect(body(p(text('<script>alert(1)</script>')))).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(body(p(text('x', { type: 'link', attrs: { href: '/a"><script>', title: '"><img>' } })))).toBe(
      '<p><a href="/a&quot;&gt;&lt;script&gt;/" title="&quot;&gt;&lt;img&gt;">x</a></p>',
    )
  })
})

it('styles the article for reading: a measure, visible list markers, a dark scrolling code panel and underlined links', async () => {
  const output = docToHtml({
    type: 'doc',
    content: [
      { type: 'bulletList', content: [item(p(text('a', link('/x'))))] },
      { type: 'codeBlock', content: [text('x')] },
    ],
  })
  expect(output).toMatch(/^<div class="post-body">/)
  for (const utility of ['overflow-x-auto', 'bg-navy-950', 'text-slate-100', 'text-brand-700', 'underline'])
    expect(output).toContain(utility)
  // The body's paragraphs and lists have no classes: the CSS a page holding it gets styles them.
  const css = await createPageCss({ clientDir: tmpdir() }).cssFor(output, 'insights/a/index.html')
  for (const declaration of [
    'max-width:65ch',
    'font-size:1.125rem',
    'line-height:1.625',
    'list-style-type:disc',
    'padding-left:1.5rem',
  ])
    expect(css).toContain(declaration)
})
