// https://vike.dev/Page
import { DeletedPostsScreen } from '@/components/admin/history/DeletedPostsScreen.tsx'

export default function Page() {
  return <DeletedPostsScreen />
}
