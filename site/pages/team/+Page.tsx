// https://vike.dev/Page
import { BranchDiagram } from '../../components/diagrams/BranchDiagram.tsx'
import { ActionRow } from '../../components/sections/ActionRow.tsx'
import { ProfileCard } from '../../components/sections/company/ProfileCard.tsx'
import { FeatureGrid } from '../../components/sections/FeatureGrid.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Prose } from '../../components/sections/Prose.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { teamCopy } from '../../copy/team.ts'
import { site } from '../../site.config.ts'

export default function Page() {
  const { mission, leadership, profiles, values, join } = teamCopy
  return (
    <>
      <PageHero copy={teamCopy.hero} visual={<BranchDiagram {...heroDiagramCopy.team} />} />
      <Section id="mission" copy={mission}>
        <Prose paragraphs={mission.paragraphs} />
      </Section>
      <Section id="leadership" copy={leadership} tone="muted">
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {site.leadership.map((person) => (
            <li key={person.id}>
              <ProfileCard person={person} profile={profiles[person.id]} labels={leadership.labels} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values" copy={values}>
        <FeatureGrid items={values.items} columns={3} layout="columns" />
      </Section>
      <Section id="join" copy={join} tone="muted">
        <ActionRow actions={join.actions} />
      </Section>
    </>
  )
}
