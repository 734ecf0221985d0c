import { adminImageCopy } from '@/copy/admin-image.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import type { ImageOutcome } from './useImageWork.ts'

const copy = adminWritingCopy.image

/** Why an image did not go into the text: what is wrong with the file, or what happened and what to do. */
export function ImageTrouble({ outcome }: { outcome: Exclude<ImageOutcome, { status: 'stored' }> }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">{copy.failed}</p>
      {outcome.status === 'refused' ? (
        <>
          <p className="mt-1">{copy.refused}</p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">{adminImageCopy.toasts.failure[outcome.reason]}</p>
      )}
    </div>
  )
}
