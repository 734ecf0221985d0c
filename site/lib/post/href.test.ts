import { describe, expect, it } from 'vitest'
import { contentPathProblem, isImageSrc } from './href.ts'
import { isSafeHref } from './index.ts'

describe('isSafeHref', () => {
  it.each([
    'https://example.com',
    'HTTP://EXAMPLE.COM/path?q=1#x',
    'mailto:team@example.com',
    'tel:+64-9-123-4567',
    '/insights/post',
    '/',
    '#section',
  ])('allows %j', (href) => {
    expect(isSafeHref(href)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example.com',
    '/\\evil.example.com',
    'https:evil.example.com',
    'https://',
    'relative/path',
    '?query',
    'mailto:',
    'https://exa mple.com',
    'https://example.com/\u0000',
    '',
    'x'.repeat(2049),
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false)
  })

  it('refuses a target with a text-direction control or half a character pair, which could disguise where it goes', () => {
    for (const href of ['https://example.com/invoice\u202efdp.exe', '/insights/\u2066post', 'mailto:a@b.co\ud800'])
      expect(isSafeHref(href), escape(href)).toBe(false)
  })
})

describe('content paths and image sources', () => {
  it.each([
    ['images/foo.jpg', undefined],
    ['/images/foo.jpg', 'starts with /'],
    ['../foo.jpg', '. or ..'],
    ['images/../../foo.jpg', '. or ..'],
    ['images\\foo.jpg', 'backslashes'],
    ['https://cdn.example.com/a.png', 'is a URL'],
    ['images/my photo.jpg', 'letters, digits'],
  ])('%j', (path, problem) => {
    const found = contentPathProblem(path)
    if (problem === undefined) expect(found).toBeUndefined()
    else expect(found).toContain(problem)
  })

  it('images may also come from https URLs and site paths, never other schemes', () => {
    expect(['images/a.png', '/images/a.png', 'https://cdn.example.com/a.png'].map(isImageSrc)).toEqual([
      true,
      true,
      true,
    ])
    expect(
      ['data:image/png;base64,AAAA', '//cdn.example.com/a.png', 'javascript:x', '../a.png'].map(isImageSrc),
    ).toEqual([false, false, false, false])
  })
})
