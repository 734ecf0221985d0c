import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { countFromAddress, eraseFromAddress } from '@/lib/admin/enquiries/index.ts'
import { browserClient } from '@/lib/supabase/browser.ts'
import { cn } from '@/lib/ui/cn.ts'
import { eraseCopy as copy } from '@/copy/admin-enquiries.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { inputClasses } from '../../ui/input.ts'
import { BackToInbox } from './BackToInbox.tsx'
import { inboxKeys } from './queries.ts'

type Step =
  | { kind: 'asking' }
  | { kind: 'confirming'; address: string; count: number }
  | { kind: 'done'; message: string; failed?: true }

/**
 * Erasure on request: type an address, see how many enquiries came from it, confirm with that number,
 * and every one of them is deleted with its history.
 */
export function EraseScreen() {
  const client = browserClient()
  const queryClient = useQueryClient()
  const id = useId()
  const [address, setAddress] = useState('')
  const [step, setStep] = useState<Step>({ kind: 'asking' })
  const input = useRef<HTMLInputElement>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)

  const counting = useMutation({
    mutationFn: (typed: string) => countFromAddress(client, typed),
    onSuccess: (result, typed) => {
      const shown = typed.trim()
      if (!result.ok) return setStep({ kind: 'done', message: result.message, failed: true })
      if (result.count === 0) return setStep({ kind: 'done', message: copy.none(shown) })
      setStep({ kind: 'confirming', address: shown, count: result.count })
    },
  })
  // The question comes with the button that answers it: focused once it is on the page, which an
  // animation frame after the update does not promise.
  const confirming = step.kind === 'confirming'
  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
  }, [confirming])
  const erasing = useMutation({
    mutationFn: (typed: string) => eraseFromAddress(client, typed),
    onSuccess: (result, typed) => {
      setStep(
        result.ok
          ? { kind: 'done', message: copy.erased(result.erased, typed) }
          : { kind: 'done', message: result.message, failed: true },
      )
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all })
      input.current?.focus()
    },
  })

  function find(event: FormEvent) {
    event.preventDefault()
    if (address.trim()) counting.mutate(address)
  }

  function cancel() {
    setStep({ kind: 'asking' })
    input.current?.focus()
  }

  return (
    <>
      <BackToInbox />
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.lead}</p>
      <form onSubmit={find} className="mt-6 flex max-w-2xl flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-address`} className="block text-sm font-medium text-ink">
            {copy.label}
          </label>
          <input
            ref={input}
            id={`${id}-address`}
            type="email"
            required
            autoComplete="off"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value)
              setStep({ kind: 'asking' })
            }}
            className={cn(inputClasses, 'mt-1.5 py-2')}
          />
        </div>
        <button type="submit" disabled={counting.isPending} className={buttonVariants({ variant: 'secondary' })}>
          {counting.isPending ? copy.finding : copy.find}
        </button>
      </form>
      <div role="status" className="mt-6 max-w-2xl">
        {step.kind === 'done' && (
          <p className={step.failed ? 'font-medium text-red-800' : 'text-ink'}>{step.message}</p>
        )}
      </div>
      {step.kind === 'confirming' && (
        <div
          role="group"
          aria-labelledby={`${id}-question`}
          className="mt-2 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-5"
        >
          <p id={`${id}-question`} className="font-medium text-red-900">
            {copy.confirm(step.count, step.address)}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              ref={confirmButton}
              type="button"
              disabled={erasing.isPending}
              onClick={() => erasing.mutate(step.address)}
              className={buttonVariants({ className: 'bg-red-700 hover:bg-red-800' })}
            >
              {erasing.isPending ? copy.erasing : copy.erase(step.count)}
            </button>
            <button type="button" onClick={cancel} className={buttonVariants({ variant: 'secondary' })}>
              {copy.cancel}
            </button>
          </div>
        </div>
      )}
    </>
  )
}
