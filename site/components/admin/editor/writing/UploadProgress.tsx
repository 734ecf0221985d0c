import LoaderCircle from 'lucide-react/icons/loader-circle'
import { useId } from 'react'
import type { ImageProgress } from '@/lib/admin/index.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { buttonVariants } from '../../../ui/button.tsx'

const copy = adminWritingCopy.progress

/** How far an image's preparation and upload have got, in words: its check, each size made, each file stored. */
export function progressWords(progress: ImageProgress): string {
  if (progress.stage === 'checking') return copy.checking
  return copy[progress.stage](progress.done, progress.total)
}

/**
 * Where an image upload stands, as words and a bar that move with the work, and, given `onCancel`,
 * the button that stops it. Screen readers hear each stage as it begins, not every file.
 */
export function UploadProgress({ progress, onCancel }: { progress: ImageProgress; onCancel?: () => void }) {
  const id = useId()
  const counted = progress.stage !== 'checking'
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm">
      <LoaderCircle
        aria-hidden="true"
        className="size-5 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none"
      />
      <div className="min-w-40 flex-1">
        <p id={`${id}-words`} className="font-medium text-ink">
          {progressWords(progress)}
        </p>
        <progress
          aria-labelledby={`${id}-words`}
          value={counted ? progress.done : undefined}
          max={counted ? progress.total : undefined}
          className="mt-2 block h-2 w-full accent-brand-700"
        />
        <p role="status" className="sr-only">
          {copy.stages[progress.stage]}
        </p>
      </div>
      {onCancel && (
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {copy.cancel}
        </button>
      )}
    </div>
  )
}
