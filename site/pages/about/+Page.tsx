// https://vike.dev/Page
import { GroupDiagram } from '../../components/diagrams/GroupDiagram.tsx'
import { FounderSpotlight } from '../../components/sections/company/FounderSpotlight.tsx'
import { LinkCardGrid } from '../../components/sections/company/LinkCardGrid.tsx'
import { StatsStrip } from '../../components/sections/company/StatsStrip.tsx'
import { PageHero } from '../../components/sections/PageHero.tsx'
import { Prose } from '../../components/sections/Prose.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Card } from '../../components/ui/card.tsx'
import { CheckList } from '../../components/ui/check-list.tsx'
import { aboutCopy } from '../../copy/about.ts'
import { heroDiagramCopy } from '../../copy/hero-diagrams.ts'
import { site } from '../../site.config.ts'

export default function Page() {
  const { stats, story, explore, founder } = aboutCopy
  return (
    <>
      <PageHero copy={aboutCopy.hero} visual={<GroupDiagram {...heroDiagramCopy.about} />} />
      <StatsStrip id="at-a-glance-heading" heading={stats.heading} metrics={stats.metrics} />
      <Section id="our-story" copy={story}>
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem] lg:items-start">
          <Prose paragraphs={story.paragraphs} />
          <Card as="aside" tone="muted" aria-labelledby="our-focus-heading" className="lg:mt-6">
            <h3 id="our-focus-heading" className="text-lg font-semibold text-ink">
              {story.focus.heading}
            </h3>
            <CheckList items={story.focus.items} className="mt-4" />
          </Card>
        </div>
      </Section>
      <Section id="explore" copy={explore} tone="muted">
        <LinkCardGrid cards={explore.cards} action={explore.action} />
      </Section>
      <Section id="leadership" copy={founder}>
        <FounderSpotlight person={site.founder} bio={founder.bio} actions={founder.actions} />
      </Section>
    </>
  )
}
