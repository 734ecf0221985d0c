// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ArticleView } from '../../../components/post/ArticleView.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { post, related } = useData<Data>()
  return <ArticleView post={post} related={related} />
}
