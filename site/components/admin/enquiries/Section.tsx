import { useId, type ReactNode } from 'react'

/** A titled part of an enquiry's page, named by its heading for screen readers. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
