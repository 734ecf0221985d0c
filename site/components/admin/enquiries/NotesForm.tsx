import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { saveNotes, type Enquiry, type SeenNotes } from '@/lib/admin/enquiries/index.ts'
import type { PublicClient } from '@/lib/supabase/index.ts'
import { cn } from '@/lib/ui/cn.ts'
import { enquiryCopy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { inputClasses } from '../../ui/input.ts'
import { Section } from './Section.tsx'

const copy = enquiryCopy.notes

/**
 * The enquiry's internal notes, saved only with Save notes, and only over the notes the text was
 * started from: when someone changed the enquiry meanwhile, nothing is written, and the person sees
 * how it stands now and chooses to save theirs over it or to take it.
 */
export function NotesForm({
  client,
  enquiry,
  onSaved,
}: {
  client: PublicClient
  enquiry: Enquiry
  onSaved: (enquiry?: Enquiry) => void
}) {
  const id = useId()
  // The notes the text in the box was started from: what a save may replace.
  const [base, setBase] = useState(enquiry.notes)
  const [draft, setDraft] = useState(enquiry.notes)
  const [conflict, setConflict] = useState<Enquiry | null>(null)
  // Notes changed elsewhere replace the text only while nothing was typed here.
  if (enquiry.notes !== base && draft === base && !conflict) {
    setBase(enquiry.notes)
    setDraft(enquiry.notes)
  }
  const saving = useMutation({
    mutationFn: ({ seen, notes }: { seen: SeenNotes; notes: string }) => saveNotes(client, seen, notes),
    onSuccess: (result, { notes }) => {
      if (result.ok) {
        setBase(notes)
        setConflict(null)
        toast.success(copy.saved)
        onSaved(result.enquiry)
      } else if ('conflict' in result) {
        setConflict(result.conflict)
        onSaved()
      } else toast.error(enquiryCopy.toasts.error, { description: result.message })
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    saving.mutate({ seen: { id: enquiry.id, notes: base, status_changed_at: enquiry.status_changed_at }, notes: draft })
  }

  function takeTheirs(current: Enquiry) {
    setBase(current.notes)
    setDraft(current.notes)
    setConflict(null)
  }

  return (
    <Section heading={copy.heading}>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-ink">
          {copy.label}
        </label>
        <textarea
          id={`${id}-notes`}
          value={draft}
          rows={6}
          maxLength={10_000}
          onChange={(event) => setDraft(event.target.value)}
          className={cn(inputClasses, 'mt-1.5')}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" disabled={saving.isPending} className={buttonVariants({ size: 'sm' })}>
            {saving.isPending ? copy.saving : copy.save}
          </button>
          {draft !== base && <p className="text-sm text-slate-700">{copy.unsaved}</p>}
        </div>
      </form>
      {conflict && (
        <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{copy.conflict.heading}</p>
          <p className="mt-1">{copy.conflict.lead}</p>
          <p className="mt-3 text-sm font-medium">{copy.conflict.theirs}</p>
          <p className="mt-1 whitespace-pre-wrap break-words rounded border border-amber-200 bg-white p-3">
            {conflict.notes}
          </p>
          <p className="mt-2 text-sm">
            {copy.conflict.status}: {enquiryCopy.statusName(conflict.status)}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={saving.isPending}
              onClick={() => saving.mutate({ seen: conflict, notes: draft })}
              className={buttonVariants({ size: 'sm' })}
            >
              {copy.conflict.overwrite}
            </button>
            <button
              type="button"
              onClick={() => takeTheirs(conflict)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {copy.conflict.useTheirs}
            </button>
          </div>
        </div>
      )}
    </Section>
  )
}
