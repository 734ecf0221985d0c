import type { FrameworkOption } from '@/copy/frameworks/types.ts'
import { Card } from '../../ui/card.tsx'
import { CheckList } from '../../ui/check-list.tsx'

/** Alternative ways to deliver or buy a framework, side by side. */
export function OptionCards({ options }: { options: readonly FrameworkOption[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {options.map((option) => (
        <Card as="li" key={option.title} className="flex flex-col text-ink">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-xl font-semibold">{option.title}</h3>
            <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{option.tag}</p>
          </div>
          <p className="mt-2 text-slate-700">{option.description}</p>
          <CheckList items={option.points} className="mt-5" compact />
        </Card>
      ))}
    </ul>
  )
}
