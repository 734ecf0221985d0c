// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { unifySuite360Copy as copy } from '@/copy/frameworks/unifysuite360.ts'
import { LayerDiagram } from '@/components/diagrams/LayerDiagram.tsx'
import { ActionRow } from '@/components/sections/ActionRow.tsx'
import { FeatureGrid } from '@/components/sections/FeatureGrid.tsx'
import { OptionCards } from '@/components/sections/frameworks/OptionCards.tsx'
import { PageHero } from '@/components/sections/PageHero.tsx'
import { Prose } from '@/components/sections/Prose.tsx'
import { Section } from '@/components/sections/Section.tsx'

export default function Page() {
  return (
    <>
      <PageHero copy={copy.hero} visual={<LayerDiagram {...diagramCopy.architectures.unifysuite360} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <Section id="challenge" copy={copy.challenge.copy}>
        <Prose paragraphs={copy.challenge.paragraphs} />
      </Section>
      <Section id="connectors" copy={copy.connectors.copy} tone="muted">
        <FeatureGrid items={copy.connectors.items} columns={3} />
        <p className="mt-8 max-w-3xl text-sm text-slate-700">{copy.connectors.note}</p>
      </Section>
      <Section id="compliance" copy={copy.compliance.copy}>
        <FeatureGrid items={copy.compliance.items} columns={2} layout="list" />
      </Section>
      <Section id="support" copy={copy.support.copy} tone="muted">
        <FeatureGrid items={copy.support.items} columns={3} layout="columns" />
      </Section>
      <Section id="engagement-models" copy={copy.engagement.copy}>
        <OptionCards options={copy.engagement.options} />
      </Section>
      <Section id="presentation" copy={copy.briefing.copy} tone="muted">
        <ActionRow actions={[copy.presentation]} />
      </Section>
    </>
  )
}
