// https://vike.dev/Page
import { ArrowLeft, Clock } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { Container } from '../../../components/ui/container.tsx'
import { insightsCopy } from '../../../copy/insights.ts'
import type { Data } from './+data.ts'

export default function Page() {
  const { article } = useData<Data>()
  return (
    <Container className="max-w-3xl py-14">
      <a href="/insights" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {insightsCopy.back}
      </a>
      <p className="mt-8 text-xs font-semibold tracking-wide text-brand-700">{insightsCopy.categoryLabel(article.category)}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{article.title}</h1>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {insightsCopy.minRead(article.readTimeMinutes)}
      </p>
      <p className="mt-8 text-lg leading-relaxed text-slate-700">{article.excerpt}</p>
    </Container>
  )
}
