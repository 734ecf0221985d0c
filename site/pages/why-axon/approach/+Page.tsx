// https://vike.dev/Page
import { CopyPageHero } from '../../../components/sections/CopyPageHero.tsx'
import { FeatureGrid } from '../../../components/sections/FeatureGrid.tsx'
import { PhaseList } from '../../../components/sections/PhaseList.tsx'
import { Section } from '../../../components/sections/Section.tsx'
import { pages } from '../../../copy/pages.ts'
import { approachCopy as copy } from '../../../copy/why-axon/approach.ts'

export default function Page() {
  return (
    <>
      <CopyPageHero copy={pages['/why-axon/approach']} eyebrow="Why Axon" />
      <Section id="phases" copy={copy.phases.section}>
        <PhaseList phases={copy.phases.items} />
      </Section>
      <Section id="principles" copy={copy.principles.section} tone="muted">
        <FeatureGrid items={copy.principles.items} />
      </Section>
    </>
  )
}
