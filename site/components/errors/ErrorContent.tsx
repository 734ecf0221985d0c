import { lazy, Suspense, useEffect } from 'react'
import { errorCopy } from '../../copy/errors.ts'
import { insightsCopy } from '../../copy/insights.ts'
import { useHydrated } from '../islands/hydration.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'

// Loaded only when the missing path is an article's.
const LateArticle = lazy(() => import('./LateArticle.tsx'))

const articleSlug = () => /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(location.pathname)?.[1] ?? null

/**
 * The error page's island. A static host serves the 404 page for every unknown path: for an article's
 * path it may be a post published after the build, which this fetches and shows; for any other path
 * it logs what was asked for. The page renders as the plain message until it runs.
 */
export function ErrorContent({ is404 }: { is404: boolean }) {
  // Read from the address only once hydrated, so that the first render matches the HTML.
  const slug = useHydrated() && is404 ? articleSlug() : null
  if (slug) {
    return (
      <Suspense fallback={<p className="py-24 text-center text-lg text-slate-700">{insightsCopy.article.loading}</p>}>
        <LateArticle slug={slug} />
      </Suspense>
    )
  }
  return <ErrorMessage is404={is404} />
}

function ErrorMessage({ is404 }: { is404: boolean }) {
  const copy = is404 ? errorCopy.notFound : errorCopy.failed
  useEffect(() => {
    // The static host serves this page for every unknown path: record which one was asked for.
    if (is404 && !articleSlug()) console.error(errorCopy.notFound.log, location.pathname)
  }, [is404])
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-bold text-brand-700">{copy.code}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.explanation}</p>
      <ButtonLink href="/" className="mt-8">
        {errorCopy.home}
      </ButtonLink>
    </Container>
  )
}
