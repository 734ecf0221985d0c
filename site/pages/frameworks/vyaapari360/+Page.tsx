// https://vike.dev/Page
import { diagramCopy } from '@/copy/diagrams.ts'
import { vyaapari360Copy as copy } from '@/copy/frameworks/vyaapari360.ts'
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
      <PageHero copy={copy.hero} visual={<LayerDiagram {...diagramCopy.architectures.vyaapari360} />}>
        <ActionRow actions={copy.hero.actions} />
      </PageHero>
      <Section id="challenge" copy={copy.challenge.copy}>
        <Prose paragraphs={copy.challenge.paragraphs} />
      </Section>
      <Section id="connections" copy={copy.connections.copy} tone="muted">
        <FeatureGrid items={copy.connections.items} columns={3} />
      </Section>
      <Section id="features" copy={copy.features.copy}>
        <FeatureGrid items={copy.features.items} layout="list" />
      </Section>
      <Section id="deployment" copy={copy.deployment.copy} tone="muted">
        <FeatureGrid items={copy.deployment.items} columns={3} layout="columns" />
      </Section>
      <Section id="delivery" copy={copy.delivery.copy}>
        <OptionCards options={copy.delivery.options} />
      </Section>
      <Section id="tally-integration" copy={copy.tallyIntegration.copy} tone="muted">
        <ActionRow actions={[copy.tallyIntegration.action]} />
      </Section>
    </>
  )
}
