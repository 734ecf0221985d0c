import { useState } from 'react'
import { adminCopy } from '../../copy/admin.ts'
import { signOut } from '../../lib/admin/index.ts'
import type { PublicClient } from '../../lib/supabase/index.ts'
import { buttonVariants } from '../ui/button.tsx'

const copy = adminCopy.bar

/** Signs out, or says why it could not (the session is then still active). */
export function SignOutButton({ client, onSignedOut }: { client: PublicClient; onSignedOut: () => void }) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function click() {
    setPending(true)
    setError(null)
    const result = await signOut(client)
    setPending(false)
    if (result.ok) onSignedOut()
    else setError(result.message)
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={click} disabled={pending} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {pending ? copy.signingOut : copy.signOut}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
