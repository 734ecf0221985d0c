// https://vike.dev/Page
import { InboxScreen } from '@/components/admin/enquiries/InboxScreen.tsx'

export default function Page() {
  return <InboxScreen />
}
