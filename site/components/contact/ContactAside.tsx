import { __iconData as globe } from 'lucide-react/icons/globe'
import { __iconData as mail } from 'lucide-react/icons/mail'
import { __iconData as phone } from 'lucide-react/icons/phone'
import type { ReactNode } from 'react'
import type { contactCopy } from '../../copy/contact.ts'
import { site } from '../../site.config.ts'
import { Card, CardIcon } from '../ui/card.tsx'
import { CheckList } from '../ui/check-list.tsx'
import { LucideSvg } from '../ui/lucide.tsx'

function Block({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <CardIcon className="shrink-0">{icon}</CardIcon>
      <div>
        <h3 className="font-semibold text-ink">{heading}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  )
}

/** The right-hand column of the contact page: what happens next, other ways to reach the firm, and why choose it. */
export function ContactAside({ copy }: { copy: typeof contactCopy }) {
  return (
    <aside aria-label={copy.asideLabel} className="space-y-8">
      <div className="rounded-xl bg-navy-900 p-7 text-white">
        <h2 className="text-xl font-semibold">{copy.nextSteps.heading}</h2>
        <ol className="mt-5 space-y-4">
          {copy.nextSteps.steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-cyan-300 text-sm font-bold text-navy-900"
              >
                {index + 1}
              </span>
              <span className="text-slate-200">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="space-y-6 rounded-xl border border-slate-200 p-7">
        <Block icon={<LucideSvg icon={mail} className="size-5" />} heading={copy.email.heading}>
          <a
            href={`mailto:${site.email.contact}`}
            className="font-medium break-all text-brand-700 underline underline-offset-4"
          >
            {site.email.contact}
          </a>
          <p className="mt-1 text-sm">{copy.email.text}</p>
        </Block>
        <Block icon={<LucideSvg icon={phone} className="size-5" />} heading={copy.phone.heading}>
          <p>{copy.phone.text}</p>
        </Block>
        <Block icon={<LucideSvg icon={globe} className="size-5" />} heading={copy.presence.heading}>
          <p>{copy.presence.text}</p>
        </Block>
      </div>
      <Card tone="muted" padding="lg">
        <h2 className="text-xl font-semibold text-ink">{copy.whyChoose.heading}</h2>
        <CheckList items={copy.whyChoose.items} className="mt-5" />
      </Card>
    </aside>
  )
}
