import { expect, it } from 'vitest'
import * as files from './files.ts'
import * as post from './index.ts'

it('exposes exactly the public surface of the post library', () => {
  expect(Object.keys(post).sort()).toEqual([
    'MarkdownError',
    'authorFor',
    'authorKeys',
    'categories',
    'docSchema',
    'docToMarkdown',
    'isSafeHref',
    'markdownToDoc',
    'postFrontMatterSchema',
    'postLimits',
    'readMarkdown',
    'readTimeMinutes',
    'slugify',
    'wordCount',
  ])
})

it('keeps post files, which need Node, on a surface of their own', () => {
  expect(Object.keys(files).sort()).toEqual(['newPostFile', 'parsePostFile', 'serializePostFile'])
})
