// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ArticleView } from '@/components/post/ArticleView.tsx'
import { MovedArticle } from '@/components/post/MovedArticle.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const data = useData<Data>()
  if (data.kind === 'moved') return <MovedArticle {...data.target} />
  return <ArticleView post={data.post} related={data.related} />
}
