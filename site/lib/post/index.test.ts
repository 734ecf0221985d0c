import { expect, it } from 'vitest'
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
    'newPostFile',
    'parsePostFile',
    'postFrontMatterSchema',
    'postLimits',
    'readTimeMinutes',
    'serializePostFile',
    'slugify',
    'wordCount',
  ])
})
