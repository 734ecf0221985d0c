import { knownIndex } from './known-index.ts'
import { nearest } from './nearest.ts'
import { articlePath, isListPage, sitePaths } from './site-routes.ts'
import type { CheckInput, PostCheck } from './types.ts'
import { nodesOf, startOf } from './walk.ts'

/** Site-relative links (and calls to action) to a page or post that does not exist. */
export function brokenLinks({ draft, tree, known, self }: CheckInput): PostCheck[] {
  const { slugs } = knownIndex(known)
  // The post's own address is its draft's slug, whatever name the caller knows it by.
  const exists = (slug: string) => slug === draft.slug || (slug !== self && slugs.has(slug))
  const checks: PostCheck[] = []
  for (const node of nodesOf(tree)) {
    if (node.type !== 'link' || !node.url.startsWith('/') || node.url.startsWith('//')) continue
    const path = node.url.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
    // A file such as /images/chart.png or /rss.xml is not a page: the site's own build checks those.
    if (/\.[a-z0-9]+$/i.test(path) || sitePaths.includes(path) || isListPage(path)) continue
    const article = /^\/insights\/([^/]+)$/.exec(path)?.[1]
    if (article && exists(article)) continue
    const suggestion = article
      ? nearest(article, [...new Set([draft.slug, ...slugs])].filter(exists))
      : nearest(path, sitePaths)
    checks.push({
      severity: 'error',
      field: 'content',
      ...startOf(node),
      message: article ? `There is no post at ${path}` : `There is no page at ${path}`,
      hint: suggestion
        ? `Did you mean ${article ? articlePath(suggestion) : suggestion}? Link to an existing page or post, or remove the link.`
        : 'Link to an existing page or post, or remove the link.',
    })
  }
  return checks
}
