import { useMutation } from '@tanstack/react-query'
import { adminCopy } from '../../copy/admin.ts'
import { signOut } from '../../lib/admin/index.ts'
import type { PublicClient } from '../../lib/supabase/index.ts'
import { buttonVariants } from '../ui/button.tsx'

const copy = adminCopy.bar

/** Signs out, or says why it could not (the session is then still active). */
export function SignOutButton({ client, onSignedOut }: { client: PublicClient; onSignedOut: () => void }) {
  const signingOut = useMutation({
    mutationFn: () => signOut(client),
    onSuccess: (result) => result.ok && onSignedOut(),
  })
  const error = signingOut.data?.ok === false ? signingOut.data.message : null

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => signingOut.mutate()}
        disabled={signingOut.isPending}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {signingOut.isPending ? copy.signingOut : copy.signOut}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
