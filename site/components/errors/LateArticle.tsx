import { useEffect, useState } from 'react'
import { pageAddress } from '@/lib/seo/index.ts'
import { builtInArticles, insightsCopy } from '../../copy/insights.ts'
import type { Post, PostSummary } from '../../lib/blog/index.ts'
import { fetchPostBySlug, fetchRelated } from '../../lib/blog/rest.ts'
import { pageTitle } from '../../lib/seo/index.ts'
import { builtConnection } from '../../lib/supabase/built-connection.ts'
import { builtInSummaries } from '../insights/fallback.ts'
import { ArticleView } from '../post/ArticleView.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'

type State = { kind: 'loading' } | { kind: 'found'; post: Post; related: PostSummary[] } | { kind: 'missing' }

/** A built-in article in place of the real one when the blog cannot be read: its summary as the body. */
function builtInPost(slug: string): Post | undefined {
  const summary = builtInSummaries(Date.now()).find(
    (candidate) =>
      candidate.slug === slug ||
      builtInArticles.some(
        (article) => article.slug === candidate.slug && (article.aliases as readonly string[]).includes(slug),
      ),
  )
  return (
    summary && {
      ...summary,
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: summary.excerpt }] }] },
      meta_title: null,
      meta_description: null,
    }
  )
}

/**
 * An article published after the site was built: the host answered its URL with the 404 page,
 * which fetches the post and shows it, or says it does not exist.
 */
export default function LateArticle({ slug }: { slug: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    fetchPostBySlug(builtConnection, slug)
      .then(async (post) =>
        post
          ? { kind: 'found' as const, post, related: await fetchRelated(builtConnection, post) }
          : { kind: 'missing' as const },
      )
      .catch((error: unknown) => {
        console.error('Could not load the article:', error)
        const fallback = builtInPost(slug)
        return fallback ? { kind: 'found' as const, post: fallback, related: [] } : { kind: 'missing' as const }
      })
      .then((next) => {
        if (!current) return
        if (next.kind === 'missing') console.error('Article not found:', location.pathname)
        else document.title = pageTitle(next.post.meta_title ?? next.post.title)
        setState(next)
      })
    return () => {
      current = false
    }
  }, [slug])

  if (state.kind === 'found') return <ArticleView post={state.post} related={state.related} hydrated />
  const copy = insightsCopy.article
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      {state.kind === 'loading' ? (
        <p role="status" className="text-lg text-slate-700">
          {copy.loading}
        </p>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.notFound.heading}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.notFound.text}</p>
          <ButtonLink href={pageAddress('/insights')} className="mt-8">
            {insightsCopy.back}
          </ButtonLink>
        </>
      )}
    </Container>
  )
}
