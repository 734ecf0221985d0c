// https://vike.dev/Page
import { SourcesScreen } from '@/components/admin/enquiries/SourcesScreen.tsx'

export default function Page() {
  return <SourcesScreen />
}
