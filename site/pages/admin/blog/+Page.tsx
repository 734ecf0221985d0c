// https://vike.dev/Page
import { adminPages } from '../../../copy/admin.ts'

// Temporary: the post list comes with the next step of the admin.
export default function Page() {
  return <h1 className="text-3xl font-bold tracking-tight text-ink">{adminPages['/admin/blog'].title}</h1>
}
