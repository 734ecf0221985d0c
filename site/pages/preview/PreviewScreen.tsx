import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../components/islands/hydration.ts'
import { ArticleView } from '../../components/post/ArticleView.tsx'
import { Container } from '../../components/ui/container.tsx'
import { previewCopy } from '../../copy/preview.ts'
import type { PostSummary } from '../../lib/blog/index.ts'
import { fetchRelated } from '../../lib/blog/rest.ts'
import { pageTitle } from '../../lib/seo/index.ts'
import { builtConnection } from '../../lib/supabase/built-connection.ts'
import { previewByLink, tokenIn } from './by-link.ts'
import type { Outcome } from './outcome.ts'
import { PreviewBanner } from './PreviewBanner.tsx'
import { PreviewProblem } from './PreviewProblem.tsx'

type State = Outcome | { kind: 'loading' }

/** The outcome for the address the page was opened at: a staff member's `?post=<id>`, else the link's `#token=…`. */
async function outcomeFor(location: Location): Promise<Outcome> {
  const postId = new URLSearchParams(location.search).get('post')
  if (!postId) return previewByLink(tokenIn(location.hash))
  // supabase-js comes only with a staff preview; a page that cannot fetch it has lost its connection.
  return import('./by-staff.ts')
    .then(({ previewByStaff }) => previewByStaff(postId))
    .catch(() => ({ kind: 'failed' as const }))
}

/**
 * The preview page's content, all of it worked out in the browser: the token travels in the address's
 * fragment, which no server sees. The article is drawn by the article page's own components, under a
 * bar that says it is a preview; without an article, the page says why and what to do.
 */
export function PreviewScreen() {
  // Drawn at build time as in the browser's first render: a heading; the loading note once running.
  const hydrated = useHydrated()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [related, setRelated] = useState<PostSummary[]>([])
  const asked = useRef(0)

  const show = useCallback(async () => {
    const ask = ++asked.current
    const outcome = await outcomeFor(window.location)
    if (ask !== asked.current) return
    setState(outcome)
    if (outcome.kind !== 'found') return
    document.title = `${previewCopy.heading}: ${pageTitle(outcome.post.meta_title ?? outcome.post.title)}`
    // Related posts are the published ones of its category, as the article page will offer them.
    fetchRelated(builtConnection, outcome.post).then(
      (posts) => {
        if (ask === asked.current) setRelated(posts)
      },
      (error: unknown) => console.warn('Could not load related posts:', error),
    )
  }, [])
  const reload = useCallback(() => {
    setState({ kind: 'loading' })
    setRelated([])
    void show()
  }, [show])

  useEffect(() => {
    void show()
    // A link pasted into the address bar of an open preview changes only the fragment.
    window.addEventListener('hashchange', reload)
    return () => window.removeEventListener('hashchange', reload)
  }, [show, reload])

  if (state.kind === 'found')
    return (
      <>
        <PreviewBanner preview={state} />
        <ArticleView post={state.post} related={related} hydrated shareable={false} />
      </>
    )
  if (state.kind !== 'loading') return <PreviewProblem outcome={state} onRetry={reload} />
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{previewCopy.heading}</h1>
      <p role="status" className="mt-4 text-lg text-slate-700">
        {hydrated ? previewCopy.loading : ''}
      </p>
    </Container>
  )
}
