// https://vike.dev/Page
import { EraseScreen } from '@/components/admin/enquiries/EraseScreen.tsx'

export default function Page() {
  return <EraseScreen />
}
