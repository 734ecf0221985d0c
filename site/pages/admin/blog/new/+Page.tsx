// https://vike.dev/Page
import { PostEditor } from '@/components/admin/editor/PostEditor.tsx'

export default function Page() {
  return <PostEditor postId={null} />
}
