import ArrowLeft from 'lucide-react/icons/arrow-left'
import { inboxPaths } from '@/lib/admin/enquiries/index.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'

/** The way back to the inbox's list from its other pages. */
export function BackToInbox() {
  return (
    <a href={inboxPaths.list} className={buttonVariants({ variant: 'link', size: 'sm', className: 'px-0' })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {enquiryCopy.backToList}
    </a>
  )
}
