// https://vike.dev/Page
import { PostListScreen } from '@/components/admin/list/PostListScreen.tsx'

export default function Page() {
  return <PostListScreen />
}
