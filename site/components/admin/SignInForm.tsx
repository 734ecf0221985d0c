import { useMutation } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { adminCopy } from '../../copy/admin.ts'
import { signIn } from '../../lib/admin/index.ts'
import type { PublicClient } from '../../lib/supabase/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { buttonVariants } from '../ui/button.tsx'
import { inputClasses } from '../ui/input.ts'

const copy = adminCopy.signIn

/** E-mail and password sign-in; on success the gate checks again and shows the page that was asked for. */
export function SignInForm({ client, onSignedIn }: { client: PublicClient; onSignedIn: () => void }) {
  const id = useId()
  const signingIn = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(client, email, password),
    onSuccess: (result) => result.ok && onSignedIn(),
  })
  const pending = signingIn.isPending
  const error =
    signingIn.data?.ok === false
      ? { message: signingIn.data.message, credentials: signingIn.data.reason === 'credentials' }
      : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    signingIn.mutate({ email: String(form.get('email')), password: String(form.get('password')) })
  }

  const invalid = error?.credentials ? true : undefined
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-md py-16">
      <h1 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h1>
      <p className="mt-3 text-slate-700">{copy.lead}</p>
      <form onSubmit={submit} className="mt-8 space-y-5" aria-describedby={error ? `${id}-error` : undefined}>
        <div>
          <label htmlFor={`${id}-email`} className="block font-medium text-ink">
            {copy.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={invalid}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block font-medium text-ink">
            {copy.password}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={invalid}
            className={inputClasses}
          />
        </div>
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {error.message}
          </p>
        )}
        <button type="submit" disabled={pending} className={cn(buttonVariants(), 'w-full')}>
          {pending ? copy.submitting : copy.submit}
        </button>
      </form>
    </section>
  )
}
