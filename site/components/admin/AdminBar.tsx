import type { ReactNode } from 'react'
import { adminCopy } from '../../copy/admin.ts'
import { adminPaths } from '../../lib/admin/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Container } from '../ui/container.tsx'
import { adminWidth } from './width.ts'

/** The admin's top bar: which area this is, who is signed in, and their sign-out button. */
export function AdminBar({ email, signOut }: { email: string; signOut: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <Container className={cn('flex flex-wrap items-center justify-between gap-4 py-3', adminWidth)}>
        <a href={adminPaths.list} className="font-semibold text-ink hover:text-brand-700">
          {adminCopy.area}
        </a>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-slate-700">
            {adminCopy.bar.signedInAs} <strong className="text-ink">{email}</strong>
          </p>
          {signOut}
        </div>
      </Container>
    </header>
  )
}
