// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext'
import { ButtonLink } from '../../components/ui/button.tsx'
import { Container } from '../../components/ui/container.tsx'
import { errorCopy } from '../../copy/errors.ts'

export default function Page() {
  const { is404 } = usePageContext()
  const copy = is404 ? errorCopy.notFound : errorCopy.failed
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-bold text-brand-700">{copy.code}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">{copy.explanation}</p>
      <ButtonLink href="/" className="mt-8">
        {errorCopy.home}
      </ButtonLink>
      {is404 && (
        // The static host serves this page for every unknown path: record which one was asked for.
        <script dangerouslySetInnerHTML={{ __html: `console.error(${JSON.stringify(errorCopy.notFound.log)}, location.pathname)` }} />
      )}
    </Container>
  )
}
