// https://vike.dev/Page
import { inboxPaths, openedEnquiryId } from '@/lib/admin/enquiries/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { EnquiryScreen } from '@/components/admin/enquiries/EnquiryScreen.tsx'
import { ButtonLink } from '@/components/ui/button.tsx'

// One prerendered page shows every enquiry, named by ?id=: a static host has no file per enquiry.
export default function Page() {
  const id = openedEnquiryId(location.search)
  if (!id) {
    return (
      <section className="mx-auto max-w-xl py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{enquiryCopy.loadError}</h1>
        <p className="mt-4 text-lg text-slate-700">{enquiryCopy.noneChosen}</p>
        <ButtonLink href={inboxPaths.list} className="mt-6">
          {enquiryCopy.backToList}
        </ButtonLink>
      </section>
    )
  }
  return <EnquiryScreen key={id} id={id} />
}
