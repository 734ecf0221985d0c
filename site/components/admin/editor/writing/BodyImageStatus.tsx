import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { buttonVariants } from '../../../ui/button.tsx'
import { ImageTrouble } from './ImageTrouble.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import type { ImageWork } from './useImageWork.ts'

const copy = adminWritingCopy.image

/**
 * Over the text, once the image's description is given: how far its upload has got, with Cancel, or
 * why it did not go in. Nothing while there is no image on its way.
 */
export function BodyImageStatus({
  work,
  onCancel,
  onDismiss,
}: {
  work: ImageWork
  onCancel: () => void
  onDismiss: () => void
}) {
  if (work.status === 'working')
    return (
      <div className="my-1.5 space-y-1">
        <UploadProgress progress={work.progress} onCancel={onCancel} />
        <p className="text-sm text-slate-700">{copy.waiting}</p>
      </div>
    )
  if (work.status !== 'refused' && work.status !== 'failed') return null
  return (
    <div className="my-1.5 space-y-2">
      <ImageTrouble outcome={work} />
      <button type="button" onClick={onDismiss} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {copy.dismiss}
      </button>
    </div>
  )
}
