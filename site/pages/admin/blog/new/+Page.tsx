// https://vike.dev/Page
import { useState } from 'react'
import { FeaturedImageField } from '../../../../components/admin/editor/FeaturedImageField.tsx'
import { adminPages } from '../../../../copy/admin.ts'
import { browserClient } from '../../../../lib/supabase/browser.ts'

// Temporary: the full editor comes with the next step of the admin, and mounts the same field.
export default function Page() {
  const [image, setImage] = useState({ url: '', alt: '' })
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{adminPages['/admin/blog/new'].title}</h1>
      <div className="mt-8 max-w-2xl">
        <FeaturedImageField client={browserClient()} url={image.url} alt={image.alt} onChange={setImage} />
      </div>
    </>
  )
}
