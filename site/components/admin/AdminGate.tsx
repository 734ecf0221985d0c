import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { adminCopy } from '../../copy/admin.ts'
import { currentStaffStatus, type StaffStatus } from '../../lib/admin/index.ts'
import { browserClient } from '../../lib/supabase/browser.ts'
import { buttonVariants } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { AdminBar } from './AdminBar.tsx'
import { NotAuthorised } from './NotAuthorised.tsx'
import { SignInForm } from './SignInForm.tsx'
import { SignOutButton } from './SignOutButton.tsx'

type GateState = StaffStatus | { kind: 'checking' }

/**
 * Shows its children only to a signed-in staff member of this site. Everyone else gets, on the
 * same page, the sign-in form or the not-authorised message, never the admin itself. The backend's
 * RLS policies are what actually protect the posts; this keeps the screens honest about it.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const client = browserClient()
  const [state, setState] = useState<GateState>({ kind: 'checking' })

  const refresh = useCallback(() => currentStaffStatus(client).then(setState), [client])
  const check = () => {
    setState({ kind: 'checking' })
    void refresh()
  }

  useEffect(() => {
    void refresh()
    // Signing out in another tab (or the session ending) ends this one too.
    const { data } = client.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') setState({ kind: 'signed-out' })
    })
    return () => data.subscription.unsubscribe()
  }, [client, refresh])

  const signedOut = () => setState({ kind: 'signed-out' })

  if (state.kind === 'staff') {
    return (
      <>
        <AdminBar email={state.email} signOut={<SignOutButton client={client} onSignedOut={signedOut} />} />
        <main id="main" tabIndex={-1}>
          <Container className="py-10">{children}</Container>
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
        {state.kind === 'not-staff' && <NotAuthorised email={state.email} signOut={<SignOutButton client={client} onSignedOut={signedOut} />} />}
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
