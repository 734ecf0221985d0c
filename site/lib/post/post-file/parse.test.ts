import { describe, expect, it } from 'vitest'
import { parsePostFile } from '../files.ts'

const valid = [
  '---',
  'title: Why ERP projects stall',
  'slug: why-erp-projects-stall',
  'excerpt: A short summary.',
  '---',
  '',
  '## Intro',
  '',
  'Text.',
  '',
].join('\n')

function problems(source: string, fileName = 'why-erp-projects-stall.md') {
  const result = parsePostFile(source, fileName)
  if (result.ok) throw new Error('expected problems')
  return result.problems
}

describe('parsePostFile', () => {
  it('reads a valid file: front matter with defaults, the Markdown body and its document', () => {
    const result = parsePostFile(valid, 'content/why-erp-projects-stall.md')
    expect(result).toMatchObject({
      ok: true,
      post: { frontMatter: { title: 'Why ERP projects stall', category: 'technical', author: 'founder' } },
    })
    expect(result.ok && result.post.doc.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Intro' }],
    })
  })

  it('reports every problem at once, at its line in the file, with a hint', () => {
    const source = [
      '---', // 1
      'titel: Why ERP projects stall', // 2
      'slug: why-erp-projects-stall', // 3
      'category: erp', // 4
      'tags: &shared [erp]', // 5
      'meta_title: *shared', // 6
      '---', // 7
      '', // 8
      'Intro', // 9
      '', // 10
      '# Not allowed', // 11
      '',
    ].join('\n')
    const found = problems(source)
    expect(found.map(({ line, field }) => [line, field])).toEqual([
      [1, 'title'],
      [1, 'excerpt'],
      [2, 'titel'],
      [4, 'category'],
      [5, 'tags'],
      [6, 'meta_title'],
      [11, 'content'],
    ])
    expect(found.find((problem) => problem.field === 'titel')?.hint).toBe('Did you mean title?')
    expect(found.find((problem) => problem.field === 'tags')?.message).toMatch(/anchors/)
    expect(found.find((problem) => problem.field === 'meta_title')?.message).toMatch(/aliases/)
    expect(found.find((problem) => problem.field === 'content')).toMatchObject({
      column: 1,
      hint: expect.stringMatching(/Use ##/),
    })
    for (const problem of found) expect(problem.hint).toBeTruthy()
  })

  it('offsets Markdown errors by the front matter, columns included, and reports each one', () => {
    const source = valid.replace('Text.', 'Some <b>bold</b>.')
    expect(problems(source)).toEqual([
      expect.objectContaining({ line: 9, column: 6, field: 'content', message: 'Raw HTML is not allowed in a post' }),
      expect.objectContaining({ line: 9, column: 13, field: 'content', message: 'Raw HTML is not allowed in a post' }),
    ])
  })

  it.each([
    ['YAML tags', 'title: !!str Why', /tags \(!!str\)/],
    ['duplicate keys', 'slug: other', /more than once/],
    ['invalid YAML', 'title: [unclosed', /not valid YAML/],
  ])('refuses %s in the front matter', (_name, line, message) => {
    const source = valid.replace('excerpt: A short summary.', `excerpt: A short summary.\n${line}`)
    expect(problems(source)).toContainEqual(
      expect.objectContaining({ line: 5, message: expect.stringMatching(message) }),
    )
  })

  it.each([
    ['an alias as a key', 'a: &x [1]\n? *x\n: y'],
    ['an alias bomb', 'x: &a [lol, lol]\ny: &b [*a, *a, *a, *a]\nz: [*b, *b, *b, *b]'],
    ['a list instead of fields', '- a\n- b'],
    ['a second YAML document', 'title: x\n...\nslug: y'],
    ['a collection as a key', '? [a, b]\n: c'],
  ])('reports %s as problems rather than throwing', (_name, yaml) => {
    expect(problems(`---\n${yaml}\n---\n\nBody\n`).length).toBeGreaterThan(0)
  })

  it.each([
    ['a raw NUL', 'title: Why\u0000 ERP', 'a control character (U+0000)'],
    ['a raw escape sequence', 'title: "\u001b[2K\u001b[32m✔ published, 0 errors"', 'a control character (U+001B)'],
    ['a YAML \\e escape', 'title: "\\e[2K\\e[32m✔ published"', 'a control character (U+001B)'],
    ['a YAML \\0 escape', 'title: "Why\\0"', 'a control character (U+0000)'],
    ['a raw U+202E', "title: 'invoice\u202efdp.exe'", 'an invisible text-direction control (U+202E)'],
    ['a YAML \\u202e escape', 'title: "invoice\\u202efdp.exe"', 'an invisible text-direction control (U+202E)'],
    ['a YAML \\x85 escape', 'title: "Why\\x85"', 'a control character (U+0085)'],
  ])('refuses a title with %s as a problem at the title, with a hint', (_name, line, character) => {
    expect(problems(valid.replace('title: Why ERP projects stall', line))).toEqual([
      {
        line: 2,
        column: 1,
        field: 'title',
        message: `title contains ${character}: remove it; such characters can rewrite what terminals and pages show`,
        hint: expect.stringMatching(/^Example: title:/),
      },
    ])
  })

  it('refuses a control character in a tag or the alt text at its line', () => {
    const source = valid.replace(
      'excerpt: A short summary.',
      'excerpt: A short summary.\ntags: [erp, "\\u2066x"]\nfeatured_image: images/a.png\nfeatured_image_alt: "A\\a"',
    )
    expect(
      problems(source).map(({ line, column, field, message }) => ({
        line,
        column,
        field,
        message: message.split(':')[0],
      })),
    ).toEqual([
      { line: 5, column: 13, field: 'tags', message: 'A tag contains an invisible text-direction control (U+2066)' },
      {
        line: 7,
        column: 1,
        field: 'featured_image_alt',
        message: 'featured_image_alt contains a control character (U+0007)',
      },
    ])
  })

  it('needs the slug to match the file name', () => {
    expect(problems(valid, 'content/other-name.md')).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'slug',
        hint: 'Rename the file to why-erp-projects-stall.md, or set slug: other-name.',
      }),
    ])
  })

  it('needs an article below the front matter', () => {
    expect(problems(valid.slice(0, valid.indexOf('## Intro')))).toEqual([
      expect.objectContaining({ line: 6, field: 'content', hint: 'Write the article below the front matter.' }),
    ])
  })

  it.each([
    ['no front matter', '## Just Markdown\n', 1, /does not start with front matter/],
    ['a front matter language', valid.replace('---\n', '---js\n'), 1, /does not start with front matter/],
    ['an unclosed front matter', '---\ntitle: x\n', 1, /never closed/],
    ['a closing line with more on it', valid.replace('\n---\n', '\n--- extra\n'), 5, /must be --- alone/],
    [
      'a front matter over 16 KB',
      valid.replace('excerpt:', `# ${'x'.repeat(17 * 1024)}\nexcerpt:`),
      1,
      /larger than 16 KB/,
    ],
    ['a file over 256 KB', valid + 'x'.repeat(256 * 1024), 1, /larger than 256 KB/],
  ])('stops at %s', (_name, source, line, message) => {
    expect(problems(source)).toEqual([
      expect.objectContaining({ line, field: 'file', message: expect.stringMatching(message) }),
    ])
  })

  it('reads Windows line endings and a byte-order mark', () => {
    expect(parsePostFile(`\uFEFF${valid.replace(/\n/g, '\r\n')}`, 'why-erp-projects-stall.md').ok).toBe(true)
    expect(problems(valid.replace(/\n/g, '\r\n').replace('title:', 'titel:'))).toContainEqual(
      expect.objectContaining({ line: 2, column: 1, field: 'titel' }),
    )
  })
})
