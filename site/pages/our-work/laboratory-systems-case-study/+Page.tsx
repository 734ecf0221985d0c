// https://vike.dev/Page
import { caseStudyCopy } from '@/copy/case-study.ts'
import { diagramCopy } from '@/copy/diagrams.ts'
import { BarChart } from '@/components/diagrams/BarChart.tsx'
import { BackLink } from '@/components/sections/company/BackLink.tsx'
import { FactList } from '@/components/sections/company/FactList.tsx'
import { StatsStrip } from '@/components/sections/company/StatsStrip.tsx'
import { WeekTimeline } from '@/components/sections/company/WeekTimeline.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { PhaseList } from '@/components/sections/PhaseList.tsx'
import { Prose } from '@/components/sections/Prose.tsx'
import { Section } from '@/components/sections/Section.tsx'

export default function Page() {
  const { back, metrics, client, challenge, solution, timeline, results } = caseStudyCopy
  return (
    <>
      <BackLink action={back} />
      <PageHero copy={caseStudyCopy.hero} visual={<BarChart {...diagramCopy.rollout} />} />
      <StatsStrip id="headline-metrics-heading" heading={metrics.heading} metrics={metrics.items} />
      <Section id="client" copy={client}>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Prose paragraphs={client.paragraphs} />
          <FactList id="client-facts-heading" heading={client.facts.heading} facts={client.facts.items} />
        </div>
      </Section>
      <Section id="challenge" copy={challenge} tone="muted">
        <FeatureGrid items={challenge.items} columns={2} layout="list" />
      </Section>
      <Section id="solution" copy={solution}>
        <PhaseList phases={solution.phases} label={solution.phaseLabel} />
      </Section>
      <Section id="timeline" copy={timeline} tone="muted">
        <WeekTimeline stages={timeline.stages} />
      </Section>
      <Section id="results" copy={results}>
        <FeatureGrid items={results.items} columns={2} />
      </Section>
    </>
  )
}
