// https://vike.dev/error-page
import { usePageContext } from 'vike-react/usePageContext'
import { ErrorContent } from '../../components/errors/ErrorContent.tsx'
import { Island } from '../../components/islands/Island.tsx'

export default function Page() {
  const { is404 } = usePageContext()
  return <Island name="not-found" component={ErrorContent} props={{ is404: Boolean(is404) }} />
}
