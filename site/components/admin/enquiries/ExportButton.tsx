import { useMutation } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import { toast } from 'sonner'
import { enquiriesCsv, exportFileName, readViewEnquiries, type InboxView } from '@/lib/admin/enquiries/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { exportWords, inboxCopy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'

const copy = inboxCopy.export

/** Hands the browser a file to save, as a download link would. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The browser has the file once the click is handled; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Exports every enquiry of the view (its filter and search, all pages) as a CSV file. */
export function ExportButton({ client, view }: { client: PublicClient; view: InboxView }) {
  const exporting = useMutation({
    mutationFn: () => readViewEnquiries(client, view),
    onSuccess: (enquiries) => {
      download(enquiriesCsv(enquiries, exportWords), exportFileName(view, new Date()))
      toast.success(copy.done(enquiries.length))
    },
    onError: (error) => toast.error(copy.failed(error.message)),
  })
  return (
    <button
      type="button"
      onClick={() => exporting.mutate()}
      disabled={exporting.isPending}
      className={buttonVariants({ size: 'sm' })}
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {exporting.isPending ? copy.busy : copy.button}
    </button>
  )
}
