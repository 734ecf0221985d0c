// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { approachCopy as copy } from '@/copy/why-axon/approach.ts'
import { PhaseTimeline } from '@/components/diagrams/PhaseTimeline.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { PhaseList } from '@/components/sections/PhaseList.tsx'
import { Section } from '@/components/sections/Section.tsx'

export default function Page() {
  const phases = copy.phases.items
  return (
    <>
      <PageHero
        copy={copy.hero}
        visual={
          <PhaseTimeline
            title={diagramCopy.phaseTimeline.title}
            description={diagramCopy.phaseTimeline.description(phases)}
            stops={phases.map((phase) => ({ name: phase.name, detail: phase.duration }))}
          />
        }
      />
      <Section id="phases" copy={copy.phases.section}>
        <PhaseList phases={phases} label={copy.phases.phaseLabel} />
      </Section>
      <Section id="principles" copy={copy.principles.section} tone="muted">
        <FeatureGrid items={copy.principles.items} layout="columns" />
      </Section>
    </>
  )
}
