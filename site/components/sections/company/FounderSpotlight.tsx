import type { Action } from '@/copy/types.ts'
import type { Person } from '@/site.config.ts'
import { Card } from '../../ui/card.tsx'
import { ActionRow } from '../ActionRow.tsx'
import { Prose } from '../Prose.tsx'
import { PersonInitials } from './PersonInitials.tsx'

/** The founder's name, role and a short biography, with links to the rest of the story. */
export function FounderSpotlight({
  person,
  bio,
  actions,
}: {
  person: Person
  bio: readonly string[]
  actions: readonly Action[]
}) {
  return (
    <Card as="article" className="mt-10 flex flex-col gap-6 sm:flex-row sm:gap-8 sm:p-8">
      <PersonInitials name={person.name} className="size-20 text-2xl" />
      <div>
        <h3 className="text-2xl font-semibold text-ink">{person.name}</h3>
        <p className="mt-1 font-medium text-brand-700">{person.role}</p>
        <Prose paragraphs={bio} className="mt-4 text-base" />
        <ActionRow actions={actions} className="mt-6" />
      </div>
    </Card>
  )
}
