import { useEffect, useId, useRef, useState } from 'react'
import { previewLinksCopy as copy } from '@/copy/admin-previews.ts'
import { buttonVariants } from '../../ui/button.tsx'

/** A link just made: shown this once, selected to copy, with a button that copies it. */
export function NewPreviewLink({ url, changes }: { url: string; changes: boolean }) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState('')
  // Keyboard and screen reader users land on the link they came for, selected to copy.
  useEffect(() => field.current?.focus(), [])
  const copyLink = () =>
    navigator.clipboard.writeText(url).then(
      () => setStatus(copy.made.copied),
      () => setStatus(copy.made.copyFailed),
    )
  return (
    <div className="space-y-2 rounded-md border border-emerald-300 bg-emerald-50 p-3">
      <label htmlFor={`${id}-url`} className="block text-sm font-medium text-ink">
        {copy.made.label}
      </label>
      <input
        ref={field}
        id={`${id}-url`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={`${id}-once`}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-xs text-ink focus-visible:outline-3 focus-visible:outline-focus"
      />
      <p id={`${id}-once`} className="text-sm text-emerald-900">
        {copy.made.once} {changes && copy.made.changes}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void copyLink()}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {copy.made.copy}
        </button>
        <p role="status" className="text-sm font-medium text-emerald-900">
          {status}
        </p>
      </div>
    </div>
  )
}
