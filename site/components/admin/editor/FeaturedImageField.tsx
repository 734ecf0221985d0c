import { useEffect, useId, useRef, type ChangeEvent } from 'react'
import { flushSync } from 'react-dom'
import { toast } from 'sonner'
import { imageAccept } from '@/lib/images/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { adminImageCopy as copy } from '@/copy/admin-image.ts'
import { adminWritingCopy } from '@/copy/admin-writing.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { inputClasses } from '../../ui/input.ts'
import { UploadProgress } from './writing/UploadProgress.tsx'
import { useImageWork, type ImageOutcome } from './writing/useImageWork.ts'

export interface FeaturedImageFieldProps {
  client: PublicClient
  /** The image's public URL; '' when there is none. */
  url: string
  /** The image's alt text. */
  alt: string
  onChange: (next: { url: string; alt: string }) => void
  /** Problems the save found with these two fields, shown under them. */
  errors?: { url?: string; alt?: string }
}

type Trouble = Exclude<ImageOutcome, { status: 'stored' }>

/** What a failed upload tells the person: what was wrong with the file, or what happened and what to do. */
const troubleWords = (trouble: Trouble) =>
  trouble.status === 'refused' ? trouble.problems.join(' ') : copy.toasts.failure[trouble.reason]

/**
 * The post's featured image: choose a file, which is checked and cleaned in the browser and stored
 * in the site's bucket (the progress shown as it goes, with Cancel), see it, remove it, and describe
 * it for readers who cannot see it.
 */
export function FeaturedImageField({ client, url, alt, onChange, errors = {} }: FeaturedImageFieldProps) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  // The description may be typed while the image travels; the upload must not undo it.
  const latestAlt = useRef(alt)
  useEffect(() => {
    latestAlt.current = alt
  }, [alt])
  const { work, start, cancel, reset } = useImageWork(client, 'The featured image')
  const uploading = work.status === 'working'
  const trouble = work.status === 'refused' || work.status === 'failed' ? work : null

  async function upload(file: File) {
    const outcome = await start(file)
    if (!outcome) return
    if (outcome.status === 'stored') {
      onChange({ url: outcome.url, alt: latestAlt.current })
      toast.success(copy.toasts.success.title, { description: copy.toasts.success.description })
    } else {
      toast.error(copy.toasts.failure.title, { description: troubleWords(outcome) })
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    // Cleared so that choosing the same file again is a change too.
    event.currentTarget.value = ''
    if (file) void upload(file)
  }

  function stop() {
    // The Cancel button goes with the progress; keep the keyboard where the next image is chosen.
    flushSync(cancel)
    fileInput.current?.focus()
    toast(adminWritingCopy.progress.cancelled)
  }

  function remove() {
    reset()
    onChange({ url: '', alt: '' })
    // The Remove button goes with the image; keep the keyboard where the next image is chosen.
    fileInput.current?.focus()
  }

  const fileDescribedBy = [`${id}-file-hint`, trouble && `${id}-trouble`, errors.url && `${id}-url-error`]
    .filter(Boolean)
    .join(' ')
  const altDescribedBy = [`${id}-alt-hint`, errors.alt && `${id}-alt-error`].filter(Boolean).join(' ')
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-5">
      <legend className="px-1 font-semibold text-ink">{copy.legend}</legend>
      {url ? (
        <figure className="space-y-3">
          <img
            src={url}
            alt={alt}
            className="max-h-72 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
          />
          <figcaption className="sr-only">{copy.previewLabel}</figcaption>
          <button
            type="button"
            onClick={remove}
            disabled={uploading}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {copy.remove}
          </button>
        </figure>
      ) : (
        <p className="text-sm text-slate-700">{copy.none}</p>
      )}
      <div>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={imageAccept}
          onChange={choose}
          disabled={uploading}
          aria-describedby={fileDescribedBy}
          aria-invalid={errors.url ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-wait peer-disabled:opacity-60',
          )}
        >
          {uploading ? copy.uploading : url ? copy.replace : copy.choose}
        </label>
        <p id={`${id}-file-hint`} className="mt-2 text-sm text-slate-700">
          {copy.chooseHint}
        </p>
        {work.status === 'working' && (
          <div className="mt-3">
            <UploadProgress progress={work.progress} onCancel={stop} />
          </div>
        )}
        {trouble && (
          <div
            id={`${id}-trouble`}
            role="alert"
            className="mt-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {trouble.status === 'refused' ? (
              <>
                <p className="font-medium">{copy.refused}</p>
                <ul className="mt-1 list-disc pl-5">
                  {trouble.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-medium">{troubleWords(trouble)}</p>
            )}
          </div>
        )}
        {errors.url && (
          <p id={`${id}-url-error`} className="mt-2 text-sm font-medium text-red-800">
            {errors.url}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block font-medium text-ink">
          {copy.alt}
        </label>
        <p id={`${id}-alt-hint`} className="mt-1 text-sm text-slate-700">
          {copy.altHint}
        </p>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          onChange={(event) => onChange({ url, alt: event.currentTarget.value })}
          aria-required={url ? true : undefined}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={altDescribedBy}
          className={inputClasses}
        />
        {errors.alt && (
          <p id={`${id}-alt-error`} className="mt-2 text-sm font-medium text-red-800">
            {errors.alt}
          </p>
        )}
      </div>
    </fieldset>
  )
}
