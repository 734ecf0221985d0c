// https://vike.dev/Page
import { Island } from '../../components/islands/Island.tsx'
import { Container } from '../../components/ui/container.tsx'
import { previewCopy } from '../../copy/preview.ts'
import { PreviewScreen } from './PreviewScreen.tsx'

export default function Page() {
  return (
    <>
      <noscript>
        <Container className="pt-12">
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {previewCopy.noscript}
          </p>
        </Container>
      </noscript>
      <Island name="preview" component={PreviewScreen} props={{}} />
    </>
  )
}
