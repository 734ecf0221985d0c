import type { ReactNode } from 'react'
import { inboxCopy } from '../../copy/admin-enquiries.ts'
import { adminCopy } from '../../copy/admin.ts'
import { adminPaths, inboxPaths } from '../../lib/admin/index.ts'
import { canonicalPathname } from '../../lib/seo/index.ts'
import { cn } from '../../lib/ui/cn.ts'
import { Container } from '../ui/container.tsx'
import { NewEnquiriesLink } from './enquiries/NewEnquiriesLink.tsx'
import { adminWidth } from './width.ts'

const areaLink =
  'text-slate-800 underline-offset-4 hover:text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-ink'

/** Marks the link to the area the page belongs to, whichever form of its address the page was opened at. */
const current = (path: string) => {
  const [here, area] = [canonicalPathname(location.pathname), canonicalPathname(path)]
  return here === area || here.startsWith(`${area}/`) ? ('page' as const) : undefined
}

/** The admin's top bar: which area this is, its two areas (posts, enquiries with how many are new), who is signed in, and their sign-out button. */
export function AdminBar({ email, signOut }: { email: string; signOut: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      <Container className={cn('flex flex-wrap items-center justify-between gap-4 py-3', adminWidth)}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <a href={adminPaths.list} className="font-semibold text-ink hover:text-brand-700">
            {adminCopy.area}
          </a>
          <nav aria-label={inboxCopy.nav.label} className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <a href={adminPaths.list} aria-current={current(adminPaths.list)} className={areaLink}>
              {inboxCopy.nav.posts}
            </a>
            <span className="inline-flex items-center gap-2">
              <a href={inboxPaths.list} aria-current={current(inboxPaths.list)} className={areaLink}>
                {inboxCopy.nav.enquiries}
              </a>
              <NewEnquiriesLink />
            </span>
          </nav>
        </div>
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
