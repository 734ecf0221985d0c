import type { ReactNode } from 'react'
import { adminCopy } from '../../copy/admin.ts'

const copy = adminCopy.notAuthorised

/** What a signed-in user who is not staff of this site sees instead of the admin. */
export function NotAuthorised({ email, signOut }: { email: string; signOut: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{copy.heading}</h1>
      <p className="mt-4 text-lg font-medium text-red-800">{copy.message}</p>
      <p className="mt-3 text-slate-700">
        {copy.signedInAs} <strong className="text-ink">{email}</strong>
      </p>
      <p className="mt-3 text-slate-700">{copy.help}</p>
      <div className="mt-6">{signOut}</div>
    </section>
  )
}
