import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { adminCopy } from '../../copy/admin.ts'
import { currentStaffStatus, LoadError, type StaffStatus } from '../../lib/admin/index.ts'
import { browserClient } from '../../lib/supabase/browser.ts'
import { cn } from '../../lib/ui/cn.ts'
import { buttonVariants } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { AdminBar } from './AdminBar.tsx'
import { NotAuthorised } from './NotAuthorised.tsx'
import { adminKeys, adminRetry } from './queries.ts'
import { SignInForm } from './SignInForm.tsx'
import { SignOutButton } from './SignOutButton.tsx'
import { adminWidth } from './width.ts'

type GateState = StaffStatus | { kind: 'checking' }

/**
 * Shows its children only to a signed-in staff member of this site. Everyone else gets, on the
 * same page, the sign-in form or the not-authorised message, never the admin itself. The backend's
 * RLS policies are what actually protect the posts; this keeps the screens honest about it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const client = browserClient()
  const queryClient = useQueryClient()
  // Checked once, and again after a sign-in or on Try again; a check that could not be made is retried.
  const status = useQuery({
    queryKey: adminKeys.staffStatus,
    queryFn: async () => {
      const status = await currentStaffStatus(client)
      if (status.kind === 'unknown') throw new LoadError(status.message, status.retryable === true)
      return status
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...adminRetry,
  })
  const state: GateState =
    status.data ?? (status.isError ? { kind: 'unknown', message: status.error.message } : { kind: 'checking' })

  const check = () => void queryClient.resetQueries({ queryKey: adminKeys.staffStatus })
  const signedOut = () => queryClient.setQueryData<StaffStatus>(adminKeys.staffStatus, { kind: 'signed-out' })

  useEffect(() => {
    // Signing out in another tab (or the session ending) ends this one too.
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') queryClient.setQueryData<StaffStatus>(adminKeys.staffStatus, { kind: 'signed-out' })
    })
    return () => data.subscription.unsubscribe()
  }, [client, queryClient])

  if (state.kind === 'staff') {
    return (
      <>
        <AdminBar email={state.email} signOut={<SignOutButton client={client} onSignedOut={signedOut} />} />
        <main id="main" tabIndex={-1}>
          <Container className={cn('py-10', adminWidth)}>{children}</Container>
        </main>
      </>
    )
  }
  return (
    <main id="main" tabIndex={-1}>
      <Container>
        {state.kind === 'checking' && (
          <p role="status" className="py-24 text-center text-lg text-slate-700">
            {adminCopy.checking}
          </p>
        )}
        {state.kind === 'signed-out' && <SignInForm client={client} onSignedIn={check} />}
        {state.kind === 'not-staff' && (
          <NotAuthorised email={state.email} signOut={<SignOutButton client={client} onSignedOut={signedOut} />} />
        )}
        {state.kind === 'unknown' && (
          <section className="mx-auto max-w-xl py-16">
            <p role="alert" className="text-lg font-medium text-red-800">
              {state.message}
            </p>
            <button type="button" onClick={check} className={buttonVariants({ className: 'mt-6' })}>
              {adminCopy.retry}
            </button>
          </section>
        )}
      </Container>
    </main>
  )
}
