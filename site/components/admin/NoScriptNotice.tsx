import { adminCopy } from '../../copy/admin.ts'
import { buttonVariants } from '../ui/button.tsx'

const copy = adminCopy.noScript

/**
 * What an admin page shows where JavaScript does not run. The admin renders only in the browser, so
 * its page would otherwise be blank; this is rendered into the page's HTML inside <noscript>.
 */
export function NoScriptNotice() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16" aria-labelledby="no-script-heading">
      <h1 id="no-script-heading" className="text-3xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{copy.text}</p>
      <p className="mt-3 text-slate-700">{copy.fix}</p>
      <p className="mt-3 text-slate-700">
        {copy.terminal} <code className="font-mono text-sm break-all text-ink">{copy.command}</code>
      </p>
      <a href="/" className={buttonVariants({ variant: 'secondary', className: 'mt-6' })}>
        {copy.home}
      </a>
    </main>
  )
}
