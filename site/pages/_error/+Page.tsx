// https://vike.dev/error-page
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { ButtonLink } from '../../components/ui/button.tsx'
import { Container } from '../../components/ui/container.tsx'
import { errorCopy } from '../../copy/errors.ts'
import { insightsCopy } from '../../copy/insights.ts'

// Loaded only when the missing path is an article's, with supabase-js.
const LateArticle = lazy(() => import('../../components/errors/LateArticle.tsx'))

const noSubscription = () => () => {}
const articleSlug = () => /^\/insights\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(location.pathname)?.[1] ?? null

export default function Page() {
  const { is404 } = usePageContext()
  // null while prerendering and hydrating, so the first render matches the HTML.
  const slug = useSyncExternalStore(
    noSubscription,
    () => (is404 ? articleSlug() : null),
    () => null,
  )
  if (slug) {
    return (
      <Suspense fallback={<p className="py-24 text-center text-lg text-slate-700">{insightsCopy.article.loading}</p>}>
        <LateArticle slug={slug} />
      </Suspense>
    )
  }
  return <ErrorMessage is404={Boolean(is404)} />
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
