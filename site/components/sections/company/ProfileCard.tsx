import type { LeaderProfile } from '@/copy/team.ts'
import type { Person } from '@/site.config.ts'
import { Card } from '../../ui/card.tsx'
import { PersonInitials } from './PersonInitials.tsx'

/** One leader: name, role, biography, areas of expertise and education. */
export function ProfileCard({
  person,
  profile,
  labels,
}: {
  person: Person
  profile: LeaderProfile
  labels: { expertise: string; education: string }
}) {
  return (
    <Card as="article" className="flex h-full flex-col">
      <div className="flex items-center gap-4">
        <PersonInitials name={person.name} />
        <div>
          <h3 className="text-xl font-semibold text-ink">{person.name}</h3>
          <p className="mt-0.5 font-medium text-brand-700">{person.role}</p>
        </div>
      </div>
      <p className="mt-5 text-slate-700">{profile.bio}</p>
      <dl className="mt-auto space-y-4 pt-6 text-sm">
        <div>
          <dt className="font-semibold text-ink">{labels.expertise}</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {profile.expertise.map((area) => (
                <li key={area} className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
                  {area}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">{labels.education}</dt>
          <dd className="mt-1">
            <ul className="space-y-1 text-slate-700">
              {profile.education.map((degree) => (
                <li key={degree}>{degree}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Card>
  )
}
