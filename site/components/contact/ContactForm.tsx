import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { pageAddress } from '@/lib/seo/index.ts'
import { fieldLimits, type EnquiryField } from '../../../supabase/functions/contact-form/limits.ts'
import type { contactCopy } from '../../copy/contact.ts'
import { enquiryOrigin } from '../../lib/leads/index.ts'
import { Button } from '../ui/button.tsx'
import { notify, prepareToasts } from '../ui/notify.ts'
import { FormField } from './FormField.tsx'
import { useProofOfWork } from './use-proof-of-work.ts'

type FieldErrors = Partial<Record<EnquiryField, string>>

interface Answer {
  message?: string
  error?: string
  fields?: FieldErrors
}

/**
 * The enquiry form. Without JavaScript it posts to the function, which sends the visitor to a
 * result page; once hydrated it sends JSON, keeps the visitor here and answers with a toast. The
 * JSON also says where the visit came from (site/lib/leads) and carries the proof of work solved
 * while the visitor typed.
 */
export function ContactForm({
  copy,
  toasts,
  steps,
  action,
}: {
  copy: (typeof contactCopy)['form']
  toasts: (typeof contactCopy)['toasts']
  /** What happens after an enquiry, repeated in the confirmation. */
  steps: readonly string[]
  action: string
}) {
  // How long the visitor spent on the form, measured here with performance.now(), which counts only
  // time passing (the device's date may be set wrong): from the page's opening, since the form works
  // before it hydrates, or from the last enquiry sent. Without JavaScript no time is sent, which is fine.
  const readyAt = useRef(0)
  const work = useProofOfWork(`${action}/challenge`)
  // Checking: the visitor sent before the proof of work was done, and the form waits for it a moment.
  const [state, setState] = useState<'idle' | 'checking' | 'sending'>('idle')
  const sending = state !== 'idle'
  const [errors, setErrors] = useState<FieldErrors>({})
  // Once an enquiry is sent a confirmation takes the form's place, and stays until the visitor asks
  // to write another (the toast alone vanishes after a few seconds). Focus follows what is shown, in
  // the same frame: a visitor who types at once types into the new form, not into nothing.
  const [sent, setSent] = useState<{ name: string } | null>(null)
  const confirmation = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const shown = useRef(false)
  useLayoutEffect(() => {
    if (!shown.current) return void (shown.current = true)
    if (sent) confirmation.current?.focus()
    else formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea')?.focus()
  }, [sent])

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const form = event.currentTarget
    setState(work.pending() ? 'checking' : 'sending')
    try {
      const altcha = await work.take()
      setState('sending')
      const enquiry = {
        ...Object.fromEntries(new FormData(form)),
        fill_ms: Math.round(performance.now() - readyAt.current),
        ...enquiryOrigin(window),
        ...(altcha && { altcha }),
      }
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(enquiry),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (response.ok) {
        notify('success', toasts.success, answer.message ?? toasts.successFallback)
        const name = String(new FormData(form).get('name') ?? '').trim()
        form.reset()
        setErrors({})
        setSent({ name })
      } else {
        notify('error', toasts.failure, answer.error ?? toasts.failureFallback)
        setErrors(answer.fields ?? {})
        const firstInvalid = Object.keys(answer.fields ?? {})[0]
        if (firstInvalid) form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      }
    } catch {
      notify('error', toasts.network, toasts.networkText)
    } finally {
      setState('idle')
    }
  }

  function writeAnother() {
    readyAt.current = performance.now()
    setSent(null)
  }

  if (sent)
    return (
      <div className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-6 sm:p-8">
        <h3 ref={confirmation} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {copy.confirmation.heading(sent.name)}
        </h3>
        <p className="mt-3 text-slate-700">{copy.confirmation.lead}</p>
        <h4 className="mt-6 font-semibold text-ink">{copy.confirmation.stepsHeading}</h4>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button type="button" variant="secondary" className="mt-6" onClick={writeAnother}>
          {copy.confirmation.another}
        </Button>
      </div>
    )

  return (
    <form
      ref={formRef}
      action={action}
      method="post"
      onSubmit={send}
      onFocus={() => {
        void prepareToasts()
        work.start()
      }}
      onInput={() => void work.start()}
      className="mt-8 grid gap-6 sm:grid-cols-2"
    >
      {copy.fields.map((field) => (
        <FormField key={field.name} field={field} maxLength={fieldLimits[field.name]} error={errors[field.name]} />
      ))}
      {/* Hidden from people, filled in by form-filling scripts. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{copy.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
          {state === 'idle' ? copy.submit : copy[state]}
        </Button>
        <p className="mt-4 text-sm text-slate-700">
          {copy.privacy.before}
          <a href={pageAddress('/privacy-policy')} className="font-medium text-brand-700 underline underline-offset-4">
            {copy.privacy.link}
          </a>
          {copy.privacy.after}
        </p>
      </div>
    </form>
  )
}
