import { useId, useRef, useState } from 'react'
import { imageAltProblem } from '@/lib/admin/editor/index.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { inputClasses } from '../../../ui/input.ts'
import { FormDialog } from './FormDialog.tsx'
import { ImageTrouble } from './ImageTrouble.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import type { ImageWork } from './useImageWork.ts'

const copy = adminWritingCopy.image

/**
 * Asks for an image's description (required, by the featured image's rule) while the image is
 * prepared and uploaded, the progress shown as it goes. Cancel stops the upload and adds nothing;
 * once the image has failed, the dialog says why and only closes.
 */
export function ImageAltDialog({
  fileName,
  work,
  onConfirm,
  onCancel,
}: {
  fileName: string
  work: ImageWork
  onConfirm: (alt: string) => void
  onCancel: () => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [alt, setAlt] = useState('')
  const [problem, setProblem] = useState<string>()
  const failed = work.status === 'refused' || work.status === 'failed'
  return (
    <FormDialog
      heading={copy.heading}
      submit={failed ? undefined : copy.insert}
      cancel={failed ? copy.close : copy.cancel}
      onCancel={onCancel}
      onSubmit={(close) => {
        const found = imageAltProblem(alt)
        setProblem(found)
        if (found) return input.current?.focus()
        close()
        onConfirm(alt.trim())
      }}
    >
      <p className="text-slate-700">{copy.file(fileName)}</p>
      {failed ? (
        <ImageTrouble outcome={work} />
      ) : (
        <>
          <div>
            <label htmlFor={`${id}-alt`} className="block font-medium">
              {copy.alt}
            </label>
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
              {copy.altHint}
            </p>
            <input
              ref={input}
              id={`${id}-alt`}
              type="text"
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              aria-required="true"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              className={inputClasses}
            />
            {problem && (
              <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-800">
                {problem}
              </p>
            )}
          </div>
          {work.status === 'working' && (
            <>
              <UploadProgress progress={work.progress} />
              <p className="text-sm text-slate-700">{copy.waiting}</p>
            </>
          )}
          {work.status === 'stored' && <p className="text-sm font-medium text-emerald-800">{copy.uploaded}</p>}
        </>
      )}
    </FormDialog>
  )
}
